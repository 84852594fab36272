import { ContentLayout, Sections } from './content-layout';

/** /dating-wisdom: practical, evidence-informed dating advice. */
export default function DatingWisdomPage() {
  return (
    <ContentLayout
      title="Dating Wisdom"
      intro="Small habits that make dates better, collected from relationship research and from what tends to show up in good (and not so good) date descriptions."
    >
      <Sections
        sections={[
          {
            heading: 'Before the date',
            list: [
              'Pick a place where you can hear each other. A walk or a café beats a loud bar for a first meeting.',
              'Keep it short and open-ended: an hour for coffee can turn into dinner; a three-course dinner cannot turn into an hour.',
              'Tell a friend where you are going and meet in public until you know the person.',
              'Decide your own limits (drinks, time, what you will share) before you arrive, not in the moment.',
            ],
          },
          {
            heading: 'During the date',
            list: [
              'Ask follow-up questions. People feel liked when you are curious about what they just said, not when you move to the next question on your list.',
              'Aim for a balance: if you notice you have talked for ten minutes straight, hand the conversation back.',
              'Put the phone away. Checking it is one of the most common complaints in date descriptions.',
              'Notice how you feel, not just how you come across. Relaxed? Tense? Bored? That is data.',
              'Be kind to the staff. How someone treats a waiter is how they will treat you once the effort wears off.',
            ],
          },
          {
            heading: 'After the date',
            list: [
              'If you want to see them again, say so simply. Playing it cool mostly creates confusion.',
              'If you do not, a short, kind message is better than silence: "I enjoyed meeting you, but I did not feel a romantic connection. Wishing you the best."',
              'Write it down the same day. Memories of dates get rewritten quickly by hope or disappointment.',
              'Judge by patterns over a few dates, not one great or awkward evening.',
            ],
          },
          {
            heading: 'Over time',
            list: [
              'Consistency beats intensity. Steady, reliable interest is a better sign than sweeping gestures.',
              'Name your non-negotiables and notice when you talk yourself out of them.',
              'Take breaks when dating starts to feel like a chore. Burnout shows in your dates as much as in your mood.',
              'Celebrate the dates where you were yourself, whatever the outcome. That is the skill that finds the right person.',
            ],
          },
        ]}
      />
    </ContentLayout>
  );
}

/**
 * The five built-in sample profiles of the DateConnect demo (spec 02 §3 "Candidate profile").
 * Invented people with illustrations drawn by scripts/make-app-images.ts; the UI labels them
 * as samples.
 */
export interface CandidateProfile {
  id: string;
  name: string;
  age: number;
  location: string;
  education: string;
  occupation: string;
  images: string[];
  bio: string;
  compatibilityScore: number;
  interests: string[];
  dealBreakers: string[];
  personalityTraits: string[];
}

export const SAMPLE_PROFILES: CandidateProfile[] = [
  {
    id: 'sample-maya',
    name: 'Maya',
    age: 29,
    location: 'Austin, TX',
    education: 'MA, Environmental Science',
    occupation: 'Urban ecologist',
    images: ['/date-connect/maya.webp'],
    bio: 'Weekend hiker, weekday spreadsheet wrangler for city trees. Looking for someone who laughs easily, asks good questions and does not mind a detour to a farmers market. Bonus points if you can recommend a book I have not read.',
    compatibilityScore: 92,
    interests: ['Hiking', 'Sci-fi novels', 'Farmers markets', 'Board games', 'Salsa dancing'],
    dealBreakers: ['Rudeness to staff', 'No curiosity'],
    personalityTraits: ['Curious', 'Warm', 'Organised'],
  },
  {
    id: 'sample-leo',
    name: 'Leo',
    age: 33,
    location: 'Denver, CO',
    education: 'BFA, Graphic Design',
    occupation: 'Product designer',
    images: ['/date-connect/leo.webp'],
    bio: 'I design apps by day and burn pancakes by morning. Happiest on a bike trail or at a tiny concert venue. I value honesty, good timing and people who text back.',
    compatibilityScore: 87,
    interests: ['Cycling', 'Live music', 'Cooking', 'Photography', 'Climbing'],
    dealBreakers: ['Smoking', 'Flakiness'],
    personalityTraits: ['Playful', 'Reliable', 'Creative'],
  },
  {
    id: 'sample-priya',
    name: 'Priya',
    age: 31,
    location: 'Chicago, IL',
    education: 'MD, Pediatrics',
    occupation: 'Pediatric resident',
    images: ['/date-connect/priya.webp'],
    bio: "Long shifts, short attention span for small talk. I recharge with yoga, spicy food and my sister's terrible puns. Looking for calm, kind and someone who plans the second date.",
    compatibilityScore: 84,
    interests: ['Yoga', 'Spicy food', 'Podcasts', 'Travel', 'Pottery'],
    dealBreakers: ['Dishonesty', 'Contempt'],
    personalityTraits: ['Empathetic', 'Direct', 'Driven'],
  },
  {
    id: 'sample-sam',
    name: 'Sam',
    age: 27,
    location: 'Portland, OR',
    education: 'BSc, Computer Science',
    occupation: 'Software engineer',
    images: ['/date-connect/sam.webp'],
    bio: 'Part-time gardener, full-time coffee snob. I like slow Sundays, fast card games and conversations that go somewhere. Tell me the last thing that made you really excited.',
    compatibilityScore: 78,
    interests: ['Gardening', 'Coffee', 'Card games', 'Running', 'Indie films'],
    dealBreakers: ['Phone at dinner', 'Disrespect'],
    personalityTraits: ['Thoughtful', 'Funny', 'Loyal'],
  },
  {
    id: 'sample-noah',
    name: 'Noah',
    age: 35,
    location: 'Atlanta, GA',
    education: 'BA, History',
    occupation: 'High-school teacher',
    images: ['/date-connect/noah.webp'],
    bio: 'Teacher, amateur chef and proud owner of too many plants. I want a partner who values family, keeps learning and enjoys a long walk with no destination.',
    compatibilityScore: 81,
    interests: ['Cooking', 'Plants', 'Jazz', 'Museums', 'Basketball'],
    dealBreakers: ['Unkindness', 'Never apologising'],
    personalityTraits: ['Patient', 'Grounded', 'Affectionate'],
  },
];

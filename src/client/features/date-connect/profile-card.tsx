import { BookOpen, Briefcase, MapPin } from 'lucide-react';
import { SWIPE } from '../../../shared/constants';
import type { CandidateProfile } from './sample-profiles';

/** One sample profile: photo, name and age, location, match, bio (3 lines), work, 4 interests. */
export function ProfileCard({ profile }: { profile: CandidateProfile }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-xl">
      <div className="relative min-h-0 flex-1">
        <img
          src={profile.images[0]}
          alt={`Illustration of the sample profile ${profile.name}`}
          className="h-full w-full object-cover"
          draggable={false}
        />
        <span className="absolute left-3 top-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white">
          Sample profile
        </span>
        <span className="absolute right-3 top-3 rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">
          {profile.compatibilityScore}% match
        </span>
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 pt-12 text-white">
          <h2 className="text-2xl font-extrabold">
            {profile.name}, {profile.age}
          </h2>
          <p className="flex items-center gap-1 text-sm">
            <MapPin aria-hidden className="h-4 w-4" /> {profile.location}
          </p>
        </div>
      </div>
      <div className="space-y-2 p-4 text-sm">
        <p className="line-clamp-3 text-ink/90" style={{ WebkitLineClamp: SWIPE.bioLines }}>
          {profile.bio}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <BookOpen aria-hidden className="h-4 w-4 shrink-0" /> {profile.education}
        </p>
        <p className="flex items-center gap-2 text-muted">
          <Briefcase aria-hidden className="h-4 w-4 shrink-0" /> {profile.occupation}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Interests">
          {profile.interests.slice(0, SWIPE.interestsShown).map((interest) => (
            <li
              key={interest}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs text-brand-800"
            >
              {interest}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

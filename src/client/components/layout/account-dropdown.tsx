import { DropdownMenu } from 'radix-ui';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, ENTRIES, PremiumBadge } from './user-menu';

export default function AccountDropdown({
  email,
  image,
  isPremium,
  onLogOut,
}: {
  email: string;
  image?: string | null;
  isPremium: boolean;
  onLogOut: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-0.5 hover:ring-2 hover:ring-brand-200"
        aria-label="Open account menu"
      >
        <Avatar email={email} image={image} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate text-sm font-medium">{email}</p>
            {isPremium ? <PremiumBadge /> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          {ENTRIES.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild>
              <Link
                to={to}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
              >
                <Icon aria-hidden className="h-4 w-4 text-brand-700" /> {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item
            onSelect={onLogOut}
            className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
          >
            <LogOut aria-hidden className="h-4 w-4 text-brand-700" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

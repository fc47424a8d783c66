// The signed-in user's menu: their pages, Admin for admins, and Sign out. Loaded after the first
// render by nav-bar.tsx, which draws an identical button meanwhile.
import type { User } from "@supabase/supabase-js";
import { LogOut, Shield } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { AccountAvatar } from "./account-avatar";
import { USER_LINKS } from "./user-links";

export { USER_LINKS };

export function UserMenu({
  user,
  isAdmin,
  onSignOut,
  defaultOpen,
  autoFocus,
}: {
  user: User;
  isAdmin: boolean;
  onSignOut: () => void;
  defaultOpen?: boolean;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  return (
    // Not modal: a modal menu aria-hides the page while its links stay focusable (axe
    // aria-hidden-focus); focus still moves into the menu and Escape closes it.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu" autoFocus={autoFocus}>
          <AccountAvatar userId={user.id} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate text-xs font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {USER_LINKS.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} onSelect={() => void navigate(to)}>
            <Icon /> {label}
          </DropdownMenuItem>
        ))}
        {isAdmin && (
          <DropdownMenuItem onSelect={() => void navigate("/admin")}>
            <Shield /> Admin
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// The navigation layout: brand, main links, theme switch, and a sign-in button or the user menu;
// under 640 px the links move into a side sheet. The sheet and the user menu (Radix) load after the
// first render; identical buttons stand in until then (early-trigger.ts).
import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useIsAdmin } from "@/data/profiles/get-is-admin";
import { useAuth } from "@/lib/auth";
import { openAuthModal } from "@/lib/auth-events";
import { cn } from "@/lib/utils";
import { AccountAvatar } from "./account-avatar";
import { useEarlyTrigger } from "./early-trigger";
import { MAIN_LINKS } from "./main-links";
import { ThemeToggle } from "./theme-toggle";

export { MAIN_LINKS };
const NavSheet = lazy(async () => ({ default: (await import("./nav-sheet")).NavSheet }));
const UserMenu = lazy(async () => ({ default: (await import("./user-menu")).UserMenu }));

// The universe switcher, for the signed-in only: its dialogs and forms stay out of the first page's JavaScript.
const UniverseSwitcher = lazy(async () => ({ default: (await import("@/components/universes/universe-switcher")).UniverseSwitcher }));
// The forum's notifications (mentions, replies), for everyone signed in; a chunk of its own.
const NotificationsMenu = lazy(async () => ({ default: (await import("@/features/forum/notifications")).NotificationsMenu }));

/** The mark and the name; `compact` (a signed-in phone, whose bar is full) keeps the name for screen readers only. */
function Brand({ compact }: { compact: boolean }) {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-sm font-serif text-xl font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 text-primary" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M4 5h16M4 12h16M4 19h16" />
        <path d="M8 3v18M16 3v18" strokeOpacity=".55" />
      </svg>
      <span className={compact ? "sr-only min-[440px]:not-sr-only" : undefined}>Worldloom</span>
    </Link>
  );
}

export function NavBar() {
  const { user, signOut } = useAuth();
  const admin = useIsAdmin(user?.id);
  const isAdmin = admin.data === true;
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const earlySheet = useEarlyTrigger(() => setMobileOpen(true));
  const earlyUserMenu = useEarlyTrigger();
  // Leave for / first: signing out on a user page would otherwise trip its guard, which opens
  // the sign-in dialog — not what someone who just chose to sign out wants.
  const onSignOut = () => {
    void Promise.resolve(navigate("/")).then(() => signOut());
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
      isActive ? "text-primary" : "text-foreground/80",
    );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Brand compact={!!user} />
        <ul className="ml-6 hidden items-center gap-1 sm:flex">
          {MAIN_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          {user && (
            <Suspense fallback={null}>
              <UniverseSwitcher />
            </Suspense>
          )}
          {user && (
            <Suspense fallback={null}>
              <NotificationsMenu />
            </Suspense>
          )}
          <ThemeToggle />
          {user ? (
            <Suspense
              fallback={
                <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu" {...earlyUserMenu.placeholderProps}>
                  <AccountAvatar userId={user.id} />
                </Button>
              }
            >
              <UserMenu user={user} isAdmin={isAdmin} onSignOut={onSignOut} defaultOpen={earlyUserMenu.clicked} autoFocus={earlyUserMenu.focused} />
            </Suspense>
          ) : (
            <Button size="sm" data-early="sign-in" onClick={() => openAuthModal("signin")}>
              Sign In
            </Button>
          )}
          <Suspense
            fallback={
              <Button variant="ghost" size="icon" className="sm:hidden" aria-label="Open menu" {...earlySheet.placeholderProps}>
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            }
          >
            <NavSheet
              open={mobileOpen}
              onOpenChange={setMobileOpen}
              user={user}
              isAdmin={isAdmin}
              onSignOut={onSignOut}
              linkClass={linkClass}
              autoFocus={earlySheet.focused}
            />
          </Suspense>
        </div>
      </nav>
    </header>
  );
}

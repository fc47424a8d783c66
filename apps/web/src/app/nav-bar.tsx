// The navigation layout: brand, main links, theme switch, and a sign-in button or the user menu;
// under 640 px the links move into a side sheet.
import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useIsAdmin } from "@/features/auth/api/get-is-admin";
import { useAuth } from "@/lib/auth";
import { openAuthModal } from "@/lib/auth-events";
import { cn } from "@/lib/utils";
import { ThemeToggle } from "./theme-toggle";
import { USER_LINKS, UserMenu } from "./user-menu";

// The universe switcher, for the signed-in only: its dialogs and forms stay out of the first page's JavaScript.
const UniverseSwitcher = lazy(async () => ({ default: (await import("@/components/universes/universe-switcher")).UniverseSwitcher }));
// The forum's notifications (mentions, replies), for everyone signed in; a chunk of its own.
const NotificationsMenu = lazy(async () => ({ default: (await import("@/features/forum/notifications")).NotificationsMenu }));

export const MAIN_LINKS = [
  { to: "/generators", label: "Generators" },
  { to: "/browse", label: "Browse" },
  { to: "/story-elements", label: "Story Elements" },
  { to: "/forum", label: "Forum" },
  { to: "/feedback", label: "Feedback" },
] as const;

/** The mark and the name; `compact` (a signed-in phone, whose bar is full) keeps the name for screen readers only. */
function Brand({ compact }: { compact: boolean }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-sm font-serif text-xl font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
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
  // Leave for / first: signing out on a user page would otherwise trip its guard, which opens
  // the sign-in dialog — not what someone who just chose to sign out wants.
  const onSignOut = () => {
    void Promise.resolve(navigate("/")).then(() => signOut());
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn("rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", isActive ? "text-primary" : "text-foreground/80");

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
            <UserMenu user={user} isAdmin={isAdmin} onSignOut={onSignOut} />
          ) : (
            <Button size="sm" onClick={() => openAuthModal("signin")}>
              Sign In
            </Button>
          )}
          <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="sm:hidden" aria-label="Open menu">
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" className="w-72">
              <SheetHeader>
                <SheetTitle>Menu</SheetTitle>
                <SheetDescription className="sr-only">Site navigation</SheetDescription>
              </SheetHeader>
              <nav aria-label="Mobile" className="flex flex-col gap-1" onClick={(e) => (e.target as HTMLElement).closest("a") && setMobileOpen(false)}>
                {MAIN_LINKS.map((l) => (
                  <NavLink key={l.to} to={l.to} className={linkClass}>
                    {l.label}
                  </NavLink>
                ))}
                <div className="my-2 h-px bg-border" />
                {user ? (
                  <>
                    {USER_LINKS.map((l) => (
                      <NavLink key={l.to} to={l.to} className={linkClass}>
                        {l.label}
                      </NavLink>
                    ))}
                    {isAdmin && (
                      <NavLink to="/admin" className={linkClass}>
                        Admin
                      </NavLink>
                    )}
                    <Button variant="outline" className="mt-2" onClick={() => { setMobileOpen(false); onSignOut(); }}>
                      Sign out
                    </Button>
                  </>
                ) : (
                  <Button className="mt-2" onClick={() => { setMobileOpen(false); openAuthModal("signin"); }}>
                    Sign In
                  </Button>
                )}
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </nav>
    </header>
  );
}

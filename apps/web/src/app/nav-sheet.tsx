// The phone navigation (under 640 px): the links in a right-side sheet on Radix Dialog, loaded after
// the first render by nav-bar.tsx, which draws an identical "Open menu" button meanwhile.
import type { User } from "@supabase/supabase-js";
import { Menu } from "lucide-react";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { openAuthModal } from "@/lib/auth-events";
import { MAIN_LINKS } from "./main-links";
import { USER_LINKS } from "./user-links";

export interface NavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null | undefined;
  isAdmin: boolean;
  onSignOut: () => void;
  linkClass: (state: { isActive: boolean }) => string;
  autoFocus?: boolean;
}

export function NavSheet({ open, onOpenChange, user, isAdmin, onSignOut, linkClass, autoFocus }: NavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="sm:hidden" aria-label="Open menu" autoFocus={autoFocus}>
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1" onClick={(e) => (e.target as HTMLElement).closest("a") && onOpenChange(false)}>
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
              <Button
                variant="outline"
                className="mt-2"
                onClick={() => {
                  onOpenChange(false);
                  onSignOut();
                }}
              >
                Sign out
              </Button>
            </>
          ) : (
            <Button
              className="mt-2"
              onClick={() => {
                onOpenChange(false);
                openAuthModal("signin");
              }}
            >
              Sign In
            </Button>
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

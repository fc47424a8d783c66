// The landing page (/): what Worldloom does, and the way into the generators.
import { ArrowRight, BookMarked, Dices, Network } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { openAuthModal } from "@/lib/auth-events";
import { FamilyGrid } from "./family-grid";

const POINTS = [
  {
    icon: Dices,
    title: "Generate",
    text: "32 generators — characters, places, faiths, languages, calendars and more. Every result has a seed, so you can share it or make it again.",
  },
  { icon: BookMarked, title: "Keep", text: "Save what you like to My Content, edit it, and browse what others have made." },
  { icon: Network, title: "Weave", text: "Tie it together with stories, timelines, family trees, relationship maps and campaign arcs." },
];

export function LandingPage() {
  const { user } = useAuth();
  return (
    <div>
      <section className="border-b border-border bg-gradient-to-b from-secondary/60 to-background">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-medium uppercase tracking-widest text-primary">Worldloom</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-6xl">Build the worlds your stories live in.</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Generate people, places and things in seconds, keep the ones you love, and weave them into stories, timelines and campaigns.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/generators">
                Start generating <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {user ? (
              <Button size="lg" variant="outline" asChild>
                <Link to="/dashboard">Go to your dashboard</Link>
              </Button>
            ) : (
              <Button size="lg" variant="outline" data-early="sign-up" onClick={() => openAuthModal("signup")}>
                Create a free account
              </Button>
            )}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-3">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon className="size-7 text-primary" aria-hidden="true" />
              <h2 className="mt-3 font-serif text-xl font-semibold">{title}</h2>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 className="mb-5 font-serif text-2xl font-semibold">What you can make</h2>
        <FamilyGrid />
      </section>
    </div>
  );
}

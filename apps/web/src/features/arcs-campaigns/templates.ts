// The shapes a new arc can start from: acts with their beats (titles and a line on what happens).
import type { Act, ArcTemplate } from "./model";
import { newId } from "./model";

interface TemplateDef {
  id: ArcTemplate;
  label: string;
  blurb: string;
  acts: { title: string; beats: [string, string][] }[];
}

export const ARC_TEMPLATES: readonly TemplateDef[] = [
  {
    id: "three-act",
    label: "Three acts",
    blurb: "Setup, confrontation, resolution: the classic shape.",
    acts: [
      {
        title: "Act I — Setup",
        beats: [
          ["Opening image", "The world and the hero before anything changes."],
          ["Inciting incident", "Something breaks the ordinary."],
          ["First turning point", "The hero commits; there is no way back."],
        ],
      },
      {
        title: "Act II — Confrontation",
        beats: [
          ["Rising action", "Obstacles grow and allies are tested."],
          ["Midpoint", "A reversal changes what the hero wants."],
          ["Crisis", "Everything falls apart."],
        ],
      },
      {
        title: "Act III — Resolution",
        beats: [
          ["Climax", "The final confrontation."],
          ["Resolution", "The new ordinary."],
        ],
      },
    ],
  },
  {
    id: "heros-journey",
    label: "Hero's journey",
    blurb: "Departure, initiation and return, in twelve stages.",
    acts: [
      {
        title: "Departure",
        beats: [
          ["The ordinary world", ""],
          ["The call to adventure", ""],
          ["Refusal of the call", ""],
          ["Meeting the mentor", ""],
          ["Crossing the threshold", ""],
        ],
      },
      {
        title: "Initiation",
        beats: [
          ["Tests, allies, enemies", ""],
          ["Approach to the inmost cave", ""],
          ["The ordeal", ""],
          ["The reward", ""],
        ],
      },
      {
        title: "Return",
        beats: [
          ["The road back", ""],
          ["Resurrection", ""],
          ["Return with the elixir", ""],
        ],
      },
    ],
  },
  {
    id: "save-the-cat",
    label: "Save the Cat",
    blurb: "Fifteen beats, from the opening image to the final one.",
    acts: [
      {
        title: "Act One",
        beats: [
          ["Opening image", ""],
          ["Theme stated", ""],
          ["Set-up", ""],
          ["Catalyst", ""],
          ["Debate", ""],
        ],
      },
      {
        title: "Act Two",
        beats: [
          ["Break into two", ""],
          ["B story", ""],
          ["Fun and games", ""],
          ["Midpoint", ""],
          ["Bad guys close in", ""],
          ["All is lost", ""],
          ["Dark night of the soul", ""],
        ],
      },
      {
        title: "Act Three",
        beats: [
          ["Break into three", ""],
          ["Finale", ""],
          ["Final image", ""],
        ],
      },
    ],
  },
  {
    id: "kishotenketsu",
    label: "Kishōtenketsu",
    blurb: "Four movements, with a twist instead of a conflict.",
    acts: [
      { title: "Ki — Introduction", beats: [["Introduction", "Characters and setting."]] },
      { title: "Shō — Development", beats: [["Development", "We follow them further; nothing breaks yet."]] },
      { title: "Ten — Twist", beats: [["Twist", "Something unexpected recasts what came before."]] },
      { title: "Ketsu — Reconciliation", beats: [["Reconciliation", "The parts come together in a new light."]] },
    ],
  },
  { id: "blank", label: "Blank", blurb: "One empty act; build your own shape.", acts: [{ title: "Act I", beats: [] }] },
];

/** The acts of a new arc from `template`, with fresh ids. */
export function actsFromTemplate(template: ArcTemplate, id: () => string = newId): Act[] {
  const def = ARC_TEMPLATES.find((t) => t.id === template) ?? ARC_TEMPLATES[ARC_TEMPLATES.length - 1]!;
  return def.acts.map((a) => ({ id: id(), title: a.title, beats: a.beats.map(([title, description]) => ({ id: id(), title, description, scene: null })) }));
}

export const templateLabel = (t: ArcTemplate) => ARC_TEMPLATES.find((d) => d.id === t)?.label ?? "Blank";

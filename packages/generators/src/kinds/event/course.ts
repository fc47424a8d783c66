// How each type of event ran: an opening, a middle and a close drawn apart, so the course reads
// as this event's and no sentence of it recurs; {participant} is named as the one who acted.
import type { EventType } from "./words.js";

export interface CourseParts {
  readonly open: readonly string[];
  readonly middle: readonly string[];
  readonly close: readonly string[];
}

export const COURSE_PARTS: Readonly<Record<EventType, CourseParts>> = {
  battle: {
    open: ["It opened at dawn with {a:omen}", "The armies met in a cold rain", "Scouts clashed first, by a ford", "It began with {a:omen} over the field"],
    middle: ["for {n} hours the line held", "for {n} days neither side gave ground", "the left wing broke by noon", "the reserves came late"],
    close: [
      "{Participant} turned it with one bold stroke",
      "By nightfall {participant} held the field",
      "Nobody agrees whether {participant} won",
      "It ended when the banners fell",
    ],
  },
  disaster: {
    open: ["It began with {a:omen}", "It struck in the night", "The first sign came at noon", "It came without warning"],
    middle: ["within {n} days whole streets were gone", "for {n} days it raged", "the survivors counted the missing", "the roads were cut for {n} weeks"],
    close: [
      "{Participant} did what little could be done",
      "Relief from {participant} came too late for many",
      "Rebuilding fell to {participant}",
      "The ruins are still visible",
    ],
  },
  coronation: {
    open: ["It began at dawn with {a:omen}", "The heir arrived under guard", "It opened with a silent procession", "Rain fell as the rites began"],
    middle: ["the rites lasted {n} days", "half the crowd took the omen for a blessing", "the oaths took {n} hours", "envoys jostled for places"],
    close: [
      "{Participant} barred the doors until it was done",
      "The new ruler spoke only to {participant}",
      "Only {n} of the great houses knelt",
      "By dusk the bells had rung",
    ],
  },
  treaty: {
    open: ["The talks opened after {a:omen}", "Envoys met on neutral ground", "It began in a rented hall", "The first day ended in shouting"],
    middle: ["for {n} days nothing moved", "every word was argued", "{n} drafts were torn up", "spies listened at every door"],
    close: ["{Participant} broke the deadlock", "It was signed at dawn before {participant}", "Both sides claimed victory", "The seals were set in silence"],
  },
  uprising: {
    open: ["It started in the markets with {a:omen}", "A single arrest set it off", "It began with a strike", "Bread riots opened it"],
    middle: ["by dusk it had spread", "for {n} days the streets were barricaded", "it smouldered for {n} weeks", "the garrison wavered"],
    close: [
      "{Participant} broke through at last",
      "Its leaders were hunted by {participant}",
      "The city was never quite the same",
      "It ended in a negotiated truce",
    ],
  },
  discovery: {
    open: ["It began with {a:omen}", "It was pure chance, on an ordinary afternoon", "A survey found the first trace", "A child stumbled on it"],
    middle: [
      "for {n} days the diggers argued",
      "within {n} days the region had heard",
      "the find was kept secret for {n} weeks",
      "rivals arrived within a month",
    ],
    close: [
      "{Participant} understood it first",
      "The last stone came away before {participant}",
      "Its meaning is still argued",
      "Pilgrims and thieves came next",
    ],
  },
  plague: {
    open: ["It began with {a:omen}", "The first cases came by ship", "It started among the poor", "It came with the spring rains"],
    middle: [
      "it spread street by street for {n} weeks",
      "within {n} weeks the markets stood empty",
      "it lingered for {n} months",
      "the healers ran out of beds",
    ],
    close: [
      "{Participant} argued over what to do",
      "It went as quietly as it came",
      "Every winter it returned, and {participant} with it",
      "The dead were burned outside the walls",
    ],
  },
  festival: {
    open: ["It opened at dawn with {a:omen}", "Drums started it at dusk", "It began with a parade", "The first night was lanterns only"],
    middle: ["it lasted {n} days", "the streets belonged to the crowds", "{n} oxen were roasted", "nobody slept for {n} nights"],
    close: [
      "{Participant} paid for most of it",
      "Everyone agreed it was a good sign",
      "The hangovers of {participant} lasted a week",
      "It is still talked about",
    ],
  },
};

import { describe, expect, it } from "vitest";
import { GREGORIAN, toDay, type TLCalendar } from "@/components/calendar/calendar";
import { datedEvent } from "./pull-in";

const system = {
  type: "calendar",
  name: "Reckoning",
  months: [
    { name: "Ash", days: 40 },
    { name: "Salt", days: 41 },
  ],
  weekdays: ["One", "Two"],
  weekdayOffset: 0,
  leap: null,
  moons: [],
  seasons: [],
  eras: [],
  epoch: "",
  holidays: [],
  today: { year: 1, month: 1, day: 1 },
};
const cal: TLCalendar = { name: "Reckoning", gregorian: false, months: system.months, leap: null, eras: [] };
const row = (date: unknown, calId = "cal-1") => ({
  id: "ev-1",
  name: "The Siege",
  summary: "A siege.",
  data: {
    fields: [
      { key: "calendar", value: { type: "link", link: { id: calId, name: "Reckoning" }, meta: system } },
      { key: "date", value: { type: "date", date } },
    ],
  },
});

describe("datedEvent", () => {
  it("uses the day count when the event is in the timeline's calendar", () => {
    const c = datedEvent(row({ year: 3, month: 2, day: 5, dayCount: 206, text: "5th of Salt, 3" }), cal, {
      kind: "item",
      itemId: "cal-1",
      name: "Reckoning",
      system,
    });
    expect(c).toMatchObject({ start: 206, how: "same-calendar", text: "5th of Salt, 3" });
  });
  it("keeps the same date in another calendar when it exists there, else the year's start", () => {
    expect(datedEvent(row({ year: 1204, month: 2, day: 5, dayCount: 1 }), GREGORIAN, { kind: "gregorian" })).toMatchObject({
      start: toDay(GREGORIAN, { year: 1204, month: 2, day: 5 }),
      how: "same-date",
    });
    expect(datedEvent(row({ year: 1204, month: 2, day: 40, dayCount: 1 }), GREGORIAN, { kind: "gregorian" })).toMatchObject({
      start: toDay(GREGORIAN, { year: 1204, month: 1, day: 1 }),
      how: "year-only",
    });
  });
  it("skips items without a date", () => {
    expect(
      datedEvent({ id: "x", name: "x", summary: "", data: { fields: [{ key: "date", value: { type: "text", value: "long ago" } }] } }, GREGORIAN, {
        kind: "gregorian",
      }),
    ).toBeNull();
    expect(datedEvent({ id: "x", name: "x", summary: "", data: {} }, GREGORIAN, { kind: "gregorian" })).toBeNull();
  });
});

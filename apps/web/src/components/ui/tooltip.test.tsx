import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider, WithTooltip } from "./tooltip";

afterEach(() => vi.useRealTimers());

describe("tooltips", () => {
  it("use the spec §9 delays", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("show the label on keyboard focus, inside the app's provider", async () => {
    render(
      <TooltipProvider>
        <WithTooltip label="Delete task">
          <button type="button" aria-label="Delete “Map the pass”">
            x
          </button>
        </WithTooltip>
      </TooltipProvider>,
    );
    act(() => screen.getByRole("button").focus());
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Delete task");
  });

  it("open only after 700 ms of hover, and work without a provider around them", () => {
    vi.useFakeTimers();
    render(
      <WithTooltip label="Close">
        <button type="button" aria-label="Close tasks">
          x
        </button>
      </WithTooltip>,
    );
    const button = screen.getByRole("button");
    fireEvent.pointerMove(button, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Close");
  });
});

describe("the skip delay without a provider (the app has none)", () => {
  it("opens the next tooltip at once within 300 ms of the last closing, and after 700 ms again later", () => {
    vi.useFakeTimers();
    render(
      <>
        <WithTooltip label="First">
          <button type="button">a</button>
        </WithTooltip>
        <WithTooltip label="Second">
          <button type="button">b</button>
        </WithTooltip>
      </>,
    );
    const [a, b] = screen.getAllByRole("button");
    fireEvent.pointerMove(a!, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS + 10));
    expect(screen.getByRole("tooltip")).toHaveTextContent("First");
    fireEvent.keyDown(document.body, { key: "Escape" });
    fireEvent.pointerLeave(a!, { pointerType: "mouse" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 100));
    fireEvent.pointerMove(b!, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Second");
    fireEvent.keyDown(document.body, { key: "Escape" });
    fireEvent.pointerLeave(b!, { pointerType: "mouse" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 100));
    fireEvent.pointerMove(a!, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip")).toHaveTextContent("First");
  });
});

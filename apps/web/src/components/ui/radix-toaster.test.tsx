import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "@/lib/toast-store";
import { RADIX_TOAST_DURATION_MS, RADIX_TOAST_SWIPE_THRESHOLD_PX, RadixToaster, TOAST_REGION_MAX_WIDTH_PX } from "./radix-toaster";

afterEach(() => vi.useRealTimers());

describe("RadixToaster", () => {
  it("has the spec §9 constants", () => {
    expect(RADIX_TOAST_DURATION_MS).toBe(5000);
    expect(RADIX_TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_REGION_MAX_WIDTH_PX).toBe(420);
  });

  it("shows a destructive toast with its title and description in a region at most 420 px wide", () => {
    const store = createToastStore();
    render(<RadixToaster store={store} />);
    act(() => void store.show({ title: "Error", description: "Invalid login credentials", variant: "destructive" }));
    const toast = screen.getByText("Invalid login credentials").closest("[data-radix-toast]");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(toast).toHaveTextContent("Error");
    expect(screen.getByRole("region", { name: /Alerts/ }).querySelector("ol")).toHaveClass("md:max-w-[420px]");
  });

  it("closes a toast after 5000 ms and removes it from the store", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<RadixToaster store={store} />);
    act(() => void store.show({ title: "Error", description: "boom", variant: "destructive" }));
    act(() => vi.advanceTimersByTime(RADIX_TOAST_DURATION_MS - 100));
    expect(screen.queryByText("boom")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(store.getSnapshot()).toEqual([]);
    expect(screen.queryByText("boom")).toBeNull();
  });

  it("closes from its Close button", () => {
    const store = createToastStore();
    render(<RadixToaster store={store} />);
    act(() => void store.show({ title: "Error", description: "boom" }));
    // fireEvent: jsdom has no pointer capture, which Radix's swipe handlers ask for.
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(store.getSnapshot()).toEqual([]);
  });
});

// The focus timer hook with fake timers: counts down per second, and at zero stops, plays the
// alarm and shows the spec's toast; Reset stops and rewinds the alarm.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: toastMock }));

import { useFocusTimer } from "./use-focus-timer";

function fakeAudio() {
  return {
    currentTime: 3,
    play: vi.fn(() => Promise.resolve()),
    pause: vi.fn(),
  } as unknown as HTMLAudioElement & { play: ReturnType<typeof vi.fn>; pause: ReturnType<typeof vi.fn> };
}

describe("useFocusTimer", () => {
  beforeEach(() => {
    localStorage.clear();
    toastMock.mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("counts down, then at zero stops, plays the alarm and shows the toast; Reset rewinds", () => {
    const audio = fakeAudio();
    const { result } = renderHook(() => useFocusTimer({ current: audio }));
    expect(result.current.remainingSec).toBe(25 * 60);
    act(() => result.current.setDuration(5));
    act(() => result.current.toggle());
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.remainingSec).toBe(5 * 60 - 3);
    act(() => vi.advanceTimersByTime(5 * 60 * 1000));
    expect(result.current.running).toBe(false);
    expect(result.current.remainingSec).toBe(0);
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith("Timer Finished!", {
      description: "Your timer has ended. Time for a break!",
      duration: 5000,
    });
    audio.currentTime = 1.5;
    act(() => result.current.reset());
    expect(audio.pause).toHaveBeenCalled();
    expect(audio.currentTime).toBe(0);
    expect(result.current.remainingSec).toBe(5 * 60);
    expect(result.current.running).toBe(false);
  });

  it("a running timer survives a remount (reload) from its saved end time", () => {
    const audio = fakeAudio();
    const first = renderHook(() => useFocusTimer({ current: audio }));
    act(() => first.result.current.toggle());
    act(() => vi.advanceTimersByTime(10_000));
    first.unmount();
    const second = renderHook(() => useFocusTimer({ current: audio }));
    expect(second.result.current.running).toBe(true);
    expect(second.result.current.remainingSec).toBe(25 * 60 - 10);
  });

  it("a timer that ran out while the page was closed comes back idle at full duration, says so once, and does not ring", () => {
    const audio = fakeAudio();
    const first = renderHook(() => useFocusTimer({ current: audio }));
    act(() => first.result.current.setDuration(5));
    act(() => first.result.current.toggle());
    first.unmount();
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    const second = renderHook(() => useFocusTimer({ current: audio }));
    expect(second.result.current.running).toBe(false);
    expect(second.result.current.remainingSec).toBe(5 * 60);
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith("Timer Finished!", { description: "Your timer has ended. Time for a break!", duration: 5000 });
    expect(audio.play).not.toHaveBeenCalled();
    second.unmount();
    const third = renderHook(() => useFocusTimer({ current: audio }));
    expect(third.result.current.remainingSec).toBe(5 * 60);
    expect(toastMock).toHaveBeenCalledTimes(1);
  });

  it("changing the duration while running keeps running from the new full duration", () => {
    const audio = fakeAudio();
    const { result } = renderHook(() => useFocusTimer({ current: audio }));
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.setDuration(10));
    expect(result.current.running).toBe(true);
    expect(result.current.remainingSec).toBe(10 * 60);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.remainingSec).toBe(10 * 60 - 2);
  });
});

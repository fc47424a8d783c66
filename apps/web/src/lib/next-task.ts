// Ends the current task and resumes in a new one, so work that would have been one long main-thread
// task becomes several short ones and input can be handled between them (Total Blocking Time:
// docs/decisions/0006-web-budgets.md). `scheduler.yield()` where the browser has it (it resumes
// ahead of other queued work), otherwise a zero-delay timer.
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

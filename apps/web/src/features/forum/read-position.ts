// Where the reader left off in each thread: the highest post number they have had on screen,
// kept in localStorage on this device.
const key = (threadId: string) => `worldloom:forum:read:${threadId}`;

export function lastRead(threadId: string): number {
  try {
    return Number(localStorage.getItem(key(threadId)) ?? "0") || 0;
  } catch {
    return 0;
  }
}

export function markRead(threadId: string, number: number): void {
  try {
    if (number > lastRead(threadId)) localStorage.setItem(key(threadId), String(number));
  } catch {
    // Storage full or blocked: the position is simply not remembered.
  }
}

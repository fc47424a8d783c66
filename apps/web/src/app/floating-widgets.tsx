// The floating widgets, fixed at the bottom right: the focus timer above the task launcher.
// They never sit over the page (docs/layout.md): below 1280 px the page's column reaches the right
// edge, so the closed buttons step aside (slide off to the right) whenever page content runs under
// them, and come back where the page ends: `main`'s bottom padding leaves them that room. From
// 1280 px they stand in the gutter beside the column and always show. An open card, or focus inside
// (a keyboard user tabbing to them), keeps them in place. On /tasks the launcher steps away: the
// page is the list.
// The launcher's own file, not the tasks index: that holds the /tasks page, which stays lazy.
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";
import { TaskLauncher } from "@/features/tasks/task-launcher";
import { FocusTimer } from "@/features/timer";

/** From this width the page column (max-w-6xl with its padding) leaves the widgets a free gutter. */
export const WIDGETS_GUTTER_PX = 1280;

/** Whether page content (main's content box, above its bottom padding) reaches down to the widgets. */
function contentReaches(stack: HTMLElement): boolean {
  const main = document.getElementById("main");
  if (!main) return false;
  const end = main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom);
  return end > stack.getBoundingClientRect().top;
}

/** True while the closed widgets should stand aside: below the gutter width, with content under them. */
function useStandAside(stack: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);
  const { pathname } = useLocation();
  // Before the first paint, so a phone never sees them over the page and then slide away.
  useLayoutEffect(() => {
    const wide = window.matchMedia(`(min-width: ${WIDGETS_GUTTER_PX}px)`);
    let frame = 0;
    const check = () => {
      frame = 0;
      setAside(!wide.matches && !!stack.current && contentReaches(stack.current));
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    // The page grows as its data arrives and shrinks when it goes: a resize of `main`.
    const main = document.getElementById("main");
    const resized = new ResizeObserver(soon);
    if (main) resized.observe(main);
    window.addEventListener("scroll", soon, { passive: true });
    window.addEventListener("resize", soon);
    wide.addEventListener("change", soon);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", soon);
      window.removeEventListener("resize", soon);
      wide.removeEventListener("change", soon);
    };
  }, [stack, pathname]);
  return aside;
}

export function FloatingWidgets() {
  const stack = useRef<HTMLDivElement>(null);
  const aside = useStandAside(stack);
  const onTasksPage = useLocation().pathname === "/tasks";
  return (
    <div
      ref={stack}
      data-floating-widgets=""
      data-aside={aside ? "" : undefined}
      className={
        "pointer-events-none fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 [&>*]:pointer-events-auto " +
        // Aside: slid out past the right edge, see-through and click-through; not while a card is open
        // or focus is inside. Translated, not hidden, so the buttons stay in the tab order.
        "[&>*]:transition-[translate,opacity] [&>*]:duration-200 motion-reduce:[&>*]:transition-none " +
        "data-[aside]:[&:not(:focus-within):not(:has(section))>*]:pointer-events-none " +
        "data-[aside]:[&:not(:focus-within):not(:has(section))>*]:translate-x-[calc(100%+1rem)] " +
        "data-[aside]:[&:not(:focus-within):not(:has(section))>*]:opacity-0"
      }
    >
      <FocusTimer />
      <TaskLauncher away={onTasksPage} />
    </div>
  );
}

// The save status shows a tick only when the document is saved: never "✓ Unsaved changes".
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { saveStateLabel, type SaveState } from "./save";
import { SaveStatus } from "./save-status";

describe("SaveStatus", () => {
  it("never shows a tick beside unsaved changes", () => {
    const { rerender } = render(<SaveStatus autosave={{ state: "dirty" }} />);
    expect(screen.getByRole("status").textContent).toBe("Unsaved changes");
    expect(screen.getByRole("status").querySelector(".lucide-check")).toBeNull();
    rerender(<SaveStatus autosave={{ state: "saved" }} />);
    expect(screen.getByRole("status").textContent).toBe("Saved");
    expect(screen.getByRole("status").querySelector(".lucide-check")).not.toBeNull();
  });

  it("shows the tick in every state that reads Saved, and in no other", () => {
    for (const state of Object.keys(saveStateLabel) as SaveState[]) {
      const { unmount } = render(<SaveStatus autosave={{ state }} />);
      const status = screen.getByRole("status");
      expect(status.textContent).toBe(saveStateLabel[state]);
      expect(!!status.querySelector(".lucide-check"), state).toBe(saveStateLabel[state] === "Saved");
      expect(status.querySelectorAll("svg").length, state).toBe(1);
      unmount();
    }
  });
});

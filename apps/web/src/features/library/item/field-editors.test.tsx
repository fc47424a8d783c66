import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SafeMarkdown } from "./markdown-editor";
import { FieldEditor } from "./field-editors";

describe("FieldEditor", () => {
  it("refuses a bad number with a message and saves nothing; saves a good one with its unit", async () => {
    const onSave = vi.fn();
    render(
      <FieldEditor
        field={{ key: "age", label: "Age", value: { type: "number", value: 30, unit: "years", text: "30 (adult)" } }}
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    const box = screen.getByRole("textbox", { name: "Age" });
    await userEvent.clear(box);
    await userEvent.type(box, "thirty");
    await userEvent.click(screen.getByRole("button", { name: "Save Age" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter a number, like 42 or 3.5.");
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, "31");
    await userEvent.click(screen.getByRole("button", { name: "Save Age" }));
    expect(onSave).toHaveBeenCalledWith({ type: "number", value: 31, unit: "years" });
  });

  it("edits a list: add, reorder, remove, and refuses an empty item", async () => {
    const onSave = vi.fn();
    render(
      <FieldEditor field={{ key: "t", label: "Traits", value: { type: "list", items: ["sly", "bold"] } }} saving={false} onSave={onSave} onCancel={() => {}} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Add item" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Traits" }));
    expect(screen.getByRole("alert").textContent).toBe("An item cannot be empty.");
    await userEvent.type(screen.getByRole("textbox", { name: "Traits, item 3" }), "kind");
    await userEvent.click(screen.getByRole("button", { name: "Move item 3 up" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove item 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Traits" }));
    expect(onSave).toHaveBeenCalledWith({ type: "list", items: ["kind", "bold"] });
  });

  it("cancels with Escape", async () => {
    const onCancel = vi.fn();
    render(<FieldEditor field={{ key: "n", label: "Name", value: { type: "text", value: "Ada" } }} saving={false} onSave={() => {}} onCancel={onCancel} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "{Escape}");
    expect(onCancel).toHaveBeenCalled();
  });
});

describe("SafeMarkdown", () => {
  it("renders Markdown but never raw HTML or javascript: links", () => {
    const { container } = render(
      <SafeMarkdown>{'# Title\n\n**bold** [x](javascript:alert(1))\n\n<script>window.bad = 1</script>\n\n<img src=x onerror="window.bad = 2">'}</SafeMarkdown>,
    );
    expect(container.querySelector("h1")?.textContent).toBe("Title");
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("script, img")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href") ?? "").not.toContain("javascript");
  });
});

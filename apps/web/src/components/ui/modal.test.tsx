import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";

describe("Modal", () => {
  it("shows title, description, children and footer when open", () => {
    render(
      <Modal isOpen onClose={() => {}} title="Rename" description="Give it a new name." footer={<button>Save</button>} size="lg" className="extra">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Rename" });
    expect(dialog).toHaveAccessibleDescription("Give it a new name.");
    expect(dialog).toHaveClass("max-w-2xl", "extra");
    expect(dialog).toHaveAttribute("data-size", "lg");
    expect(screen.getByText("Body")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
  });

  it("renders nothing when closed", () => {
    render(<Modal isOpen={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("calls onClose on Escape and on the close button", async () => {
    const onClose = vi.fn();
    render(<Modal isOpen onClose={onClose} title="Close me" size="sm" />);
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

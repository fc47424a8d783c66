import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { StaticAuthProvider } from "@/lib/auth";
import { TodoPanel } from "./todo-panel";
import { TodoProvider, useTodo } from "./todo-context";

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <StaticAuthProvider>
      <TodoProvider>{children}</TodoProvider>
    </StaticAuthProvider>
  </MemoryRouter>
);

describe("TodoProvider", () => {
  beforeEach(() => localStorage.clear());

  it("throws the spec's message outside its provider", () => {
    expect(() => renderHook(() => useTodo())).toThrow("useTodo must be used within a TodoProvider");
  });

  it("starts from localStorage, survives garbage, and writes every change under 'todos'", () => {
    localStorage.setItem("todos", "garbage{");
    const { result } = renderHook(() => useTodo(), { wrapper });
    expect(result.current.todos).toEqual([]);
    act(() => result.current.addTodo("Sketch the coastline"));
    const stored = JSON.parse(localStorage.getItem("todos")!);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ text: "Sketch the coastline", completed: false });
    expect(typeof stored[0].id).toBe("string");
    act(() => result.current.toggleTodo(stored[0].id));
    expect(JSON.parse(localStorage.getItem("todos")!)[0].completed).toBe(true);
  });

  it("follows other tabs through the storage event", () => {
    const { result } = renderHook(() => useTodo(), { wrapper });
    const value = JSON.stringify([{ id: "x", text: "From another tab", completed: false }]);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "todos", newValue: value }));
    });
    expect(result.current.todos.map((t) => t.text)).toEqual(["From another tab"]);
  });
});

describe("TodoPanel", () => {
  beforeEach(() => localStorage.clear());

  it("shows the empty state, adds, edits with Enter, and shows at most five with View all", async () => {
    const user = userEvent.setup();
    render(<TodoPanel />, { wrapper });
    expect(screen.getByText("No tasks yet. Add one above!")).toBeInTheDocument();
    const input = screen.getByPlaceholderText("Add a new task...");
    for (let i = 1; i <= 6; i++) await user.type(input, `Task ${i}{Enter}`);
    expect(input).toHaveValue("");
    expect(screen.getAllByRole("checkbox")).toHaveLength(5);
    expect(screen.getByRole("button", { name: "View all 6 tasks" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit “Task 1”" }));
    const edit = screen.getByRole("textbox", { name: "Edit task" });
    await user.clear(edit);
    await user.type(edit, "Renamed{Enter}");
    expect(screen.getByText("Renamed")).toBeInTheDocument();
    await user.click(screen.getByText("Renamed"));
    expect(screen.getAllByRole("checkbox")[0]).toHaveAttribute("aria-checked", "true");
    await user.click(screen.getByRole("button", { name: "Delete “Renamed”" }));
    expect(screen.queryByText("Renamed")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /View all/ })).not.toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Header } from "./header";

it("shows the static text My App Header", () => {
  render(<Header />);
  expect(screen.getByRole("banner")).toHaveTextContent("My App Header");
});

import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, AuthorAvatar, initials } from "./avatar";

describe("initials", () => {
  it("takes the first letter of the first and the last word", () => {
    expect(initials("Ada of the Loom")).toBe("AL");
    expect(initials("  bo  ")).toBe("B");
    expect(initials("émile zola")).toBe("ÉZ");
    expect(initials("")).toBe("");
    expect(initials(null)).toBe("");
  });
});

describe("Avatar", () => {
  const stored = "/storage/v1/object/public/avatars/u1/avatar.webp";

  it("draws the stored picture, and the initials when it fails to load", () => {
    const { container } = render(<Avatar url={stored} name="Ada of the Loom" />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe(stored);
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-initials]")?.getAttribute("data-initials")).toBe("AL");
  });

  it("never puts an address imageSrc refuses into src, and shows a person icon without a name", () => {
    const { container } = render(<Avatar url="javascript:alert(1)" name={null} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-initials]")).toBeNull();
    expect(container.querySelector("svg")).not.toBeNull();
  });

  it("shows a picked file's blob: preview before it is stored", () => {
    const { container } = render(<Avatar url={null} preview="blob:http://localhost/abc" name="Ada" alt="Your avatar" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("blob:http://localhost/abc");
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Your avatar");
  });

  it("draws an author with no public name as the icon, not the initials of the placeholder name", () => {
    const { container } = render(<AuthorAvatar author={{ name: "A world-builder", named: false, avatarUrl: null }} />);
    expect(container.querySelector("[data-initials]")).toBeNull();
    expect(container.querySelector("svg")).not.toBeNull();
  });
});

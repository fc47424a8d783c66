import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListParams } from "./list-controls";

let update: ReturnType<typeof useListParams>[1] = () => {};

function Probe() {
  const [, u] = useListParams();
  update = u;
  return <p data-testid="search">{useLocation().search}</p>;
}

function mount(initial: string) {
  const router = createMemoryRouter([{ path: "/list", element: <Probe /> }], { initialEntries: [`/list${initial}`] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("useListParams", () => {
  it("keeps both of two changes made before the first one reaches the address", async () => {
    mount("?vis=public&after=abc");
    await act(async () => {
      update({ vis: "" });
      update({ sort: "oldest" });
    });
    expect(screen.getByTestId("search").textContent).toBe("?sort=oldest");
  });

  it("builds on the address once it has caught up, and a page turn keeps the filters", async () => {
    const router = mount("?kind=faction");
    await act(async () => update({ sort: "name" }));
    expect(router.state.location.search).toBe("?kind=faction&sort=name");
    await act(async () => update({ after: "cursor1" }));
    expect(router.state.location.search).toBe("?kind=faction&sort=name&after=cursor1");
    await act(async () => router.navigate("/list?q=ash"));
    await act(async () => update({ kind: "deity" }));
    expect(router.state.location.search).toBe("?q=ash&kind=deity");
  });
});

// Renders one typed field value of a generated result (text, number, list, link(s), date,
// pairs, table). Shared by the generator pages and the library; unknown types render nothing,
// since saved data may come from an older or newer generator.
import type { FieldValue, LinkValue } from "@worldloom/generators";
import type { ReactNode } from "react";
import { Link } from "react-router";

function WorldLink({ link }: { link: LinkValue }) {
  return (
    <Link
      to={`/my-content/${link.id!}`}
      className="inline-flex flex-wrap items-center gap-1.5 font-medium underline decoration-primary/40 underline-offset-2 hover:decoration-primary"
    >
      {link.name}
      <span className="inline-block rounded-full bg-accent px-2 py-0.5 text-xs font-normal text-accent-foreground">from your world</span>
    </Link>
  );
}

/** A fresh result's links (ownIds given): only the viewer's own items lead to the saved item, with a chip. */
function OwnLinks({ value, ownIds }: { value: Extract<FieldValue, { type: "link" | "links" }>; ownIds: ReadonlySet<string> }): ReactNode {
  const own = (l: LinkValue) => l.id !== undefined && ownIds.has(l.id);
  if (value.type === "link") return own(value.link) ? <WorldLink link={value.link} /> : <span>{value.link.name}</span>;
  if (!value.links.some(own)) return <span>{value.links.map((l) => l.name).join(", ")}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {value.links.map((l, i) => (
        <li key={`${l.name}-${i}`}>{own(l) ? <WorldLink link={l} /> : l.name}</li>
      ))}
    </ul>
  );
}

export function FieldValueView({
  value,
  ownIds,
  owner = true,
}: {
  value: FieldValue;
  /**
   * The viewer's own item ids (the generator pages): links to these lead to the saved item and are
   * marked "from your world", other links are plain names. Without it (a saved item), a link that
   * carries an id is marked "yours" when the viewer is the item's owner.
   */
  ownIds?: ReadonlySet<string>;
  /** Whether the viewer owns the saved item shown (false on the public page: nothing there is "yours"). */
  owner?: boolean;
}): ReactNode {
  if (ownIds && (value.type === "link" || value.type === "links")) return <OwnLinks value={value} ownIds={ownIds} />;
  switch (value.type) {
    case "text":
      return <span>{value.value}</span>;
    case "number":
      return <span>{value.text ?? `${value.value}${value.unit ? ` ${value.unit}` : ""}`}</span>;
    case "list":
      return (
        <ul className="list-disc space-y-0.5 pl-5">
          {value.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "link":
      return (
        <span>
          {value.link.name}
          {owner && value.link.id ? <span className="ml-1 rounded bg-accent px-1 text-xs">yours</span> : null}
        </span>
      );
    case "links":
      return <span>{value.links.map((l) => l.name).join(", ")}</span>;
    case "date":
      return <span>{value.date.text}</span>;
    case "pairs":
      return (
        <ul className="space-y-0.5">
          {value.pairs.map((p, i) => (
            <li key={i}>
              <span className="text-muted-foreground">{p.label}:</span> {p.value}
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-ring"
          tabIndex={0}
          role="region"
          aria-label={`Table: ${value.columns.join(", ")}`}
        >
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {value.columns.map((c) => (
                  <th key={c} scope="col" className="border-b px-2 py-1 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {value.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((cell, j) => (
                    <td key={j} className="border-b border-border/60 px-2 py-1 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default:
      return null;
  }
}

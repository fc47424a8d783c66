// Renders one typed field value of a generated result (text, number, list, link(s), date,
// pairs, table). Shared by the generator pages and the library; unknown types render nothing,
// since saved data may come from an older or newer generator.
import type { FieldValue } from "@worldloom/generators";
import type { ReactNode } from "react";

export function FieldValueView({ value }: { value: FieldValue }): ReactNode {
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
          {value.link.id ? <span className="ml-1 rounded bg-accent px-1 text-xs">yours</span> : null}
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
        <div className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={`Table: ${value.columns.join(", ")}`}>
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

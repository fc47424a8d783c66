// Renders one typed field value of a result.
import type { FieldValue } from "@worldloom/generators";

export function FieldValueView({ value }: { value: FieldValue }) {
  switch (value.type) {
    case "text":
      return <span>{value.value}</span>;
    case "number":
      return (
        <span>
          {value.text ?? `${value.value}${value.unit ? ` ${value.unit}` : ""}`}
        </span>
      );
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
          {value.link.id ? (
            <span className="ml-1 rounded bg-accent px-1 text-xs">yours</span>
          ) : null}
        </span>
      );
    case "links":
      return <span>{value.links.map((l) => l.name).join(", ")}</span>;
    case "date":
      return <span>{value.date.text}</span>;
    case "pairs":
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {value.pairs.map((p, i) => (
            <div key={i} className="contents">
              <dt className="text-muted-foreground">{p.label}</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {value.columns.map((c) => (
                  <th key={c} className="border-b px-2 py-1 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {value.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((cell, j) => (
                    <td key={j} className="border-b px-2 py-1 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

// The Header component of spec §2: the static text "My App Header".
export function Header() {
  return (
    <header className="border-b border-border px-4 py-3 font-serif text-lg font-semibold">My App Header</header>
  );
}

// A native <select> drawn like the inputs: the story tools' forms and the calendar list use it.
export const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

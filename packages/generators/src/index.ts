// Public API of @worldloom/generators: the registry and generate(). Filled in by issue 6.
export const generators = {} as const;

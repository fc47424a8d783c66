// Unit-test setup for the web project: jest-dom matchers, and DOM cleanup after each test
// (Vitest runs without globals, so Testing Library cannot register it by itself).
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

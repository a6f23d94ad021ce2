import { describe, expect, it } from "vitest";
import { parsePlace } from "./locations.server.ts";

describe("a place's label set before it with only a space", () => {
  it("keeps the label out of the town, as a grid of labels and values prints it", () => {
    expect(parsePlace("Location Kellby, Denmark")).toMatchObject({ city: "Kellby", country: "Denmark" });
    expect(parsePlace("Address Tornhaven, Norway")).toMatchObject({ city: "Tornhaven", country: "Norway" });
  });
  it("leaves a label word that is not followed by a place alone", () => {
    expect(parsePlace("Location Services")).toBeNull();
  });
});

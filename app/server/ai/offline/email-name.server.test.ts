import { describe, expect, it } from "vitest";
import { extractResume } from "./extract.server.ts";

const nameIn = (prompt: string) => {
  const { firstName, lastName } = extractResume(prompt).personalInfo ?? {};
  return { firstName, lastName };
};

describe("the name an e-mail address spells", () => {
  it("ends a given name of two words where the address ends it", () => {
    expect(nameIn("Hello! I'm Rosa Mae Villanueva, a pharmacy assistant from Iloilo. rosamae.villanueva@example.ph")).toEqual({
      firstName: "Rosa Mae",
      lastName: "Villanueva",
    });
  });

  it("names a person typed all in lower case", () => {
    expect(nameIn("tomasz wolny - tomasz.wolny@example.pl - 601 555 219\n- forklift driver @ Baltic Pallets, 2020 - now")).toEqual({
      firstName: "Tomasz",
      lastName: "Wolny",
    });
  });

  it("keeps the family name its author wrote first where they wrote it", () => {
    expect(nameIn("NAKAMURA Hiro\nhiro.nakamura@example.jp\nLogistics coordinator at Sakura Freight since 2019.")).toEqual({
      firstName: "Hiro",
      lastName: "Nakamura",
    });
  });

  it("leaves a second family name the address does not spell", () => {
    expect(nameIn("I'm Alejandro Ruiz Soto, a baker in Salamanca since 2018. alejandro.ruiz@example.es")).toEqual({
      firstName: "Alejandro",
      lastName: "Ruiz Soto",
    });
  });

  it("never swaps the person for the writer whose address it is", () => {
    const recruiter =
      "Aiden Cole is a site supervisor at Harrow Civil Works, where he has led road crews since 2016. To arrange an interview, write to me: Priya Shah, priya.shah@example.com";
    expect(nameIn(recruiter)).toEqual({ firstName: "Aiden", lastName: "Cole" });
  });
});

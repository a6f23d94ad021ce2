import { describe, expect, it } from "vitest";
import { name, read } from "./prompt-test-helpers.server.ts";

describe("prompt classes: the person's name as the text states it", () => {
  it("reads a lower-case 'name is …' with the age or a phone number after it", () => {
    expect(name(read("ok here goes. name is kev marlow, 51, live in barrie ontario. worked at pine freight 2015-2019."))).toEqual(["Kev", "Marlow"]);
    expect(name(read("yo ive been driving for pine freight since march 2023. name is tyrell banks 918 555 0126"))).toEqual(["Tyrell", "Banks"]);
  });

  it("reads a name on an en-dash bullet opening the list", () => {
    expect(name(read("– Rosa Amaral Teles\n– From Recife, Brazil, living in Porto since 2022\n– Waiter, Casa Azul (Porto) – since 03/2022"))).toEqual([
      "Rosa",
      "Amaral Teles",
    ]);
  });

  it("reads a name set in spaced letters on the résumé's first line", () => {
    expect(
      name(
        read(
          "T O M A S   V E L D E\nStore Clerk  |  Doha, Qatar  |  +974 5555 1234\n\nWORK  EXPERIENCE\nStore Clerk          Dune Mart LLC, Doha          Mar 2019 – Present",
        ),
      ),
    ).toEqual(["Tomas", "Velde"]);
  });
});

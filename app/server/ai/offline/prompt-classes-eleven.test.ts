import { describe, expect, it } from "vitest";
import { name, read, roles } from "./prompt-test-helpers.server.ts";
import { sentencesOf } from "./segments.server.ts";

describe("prompt classes: a sentence ending in an employer's 'Ltd.'", () => {
  it("splits after 'Ltd.' when a new sentence follows, and keeps each role whole", () => {
    const resume = read(
      "Tamsin Rowe, bookkeeper. Bookkeeper at Harrow Ledger Ltd. from 2018 to 2022. I then joined Quill Accounts as senior bookkeeper in 2022.",
    );
    expect(roles(resume)).toContainEqual(["Bookkeeper", "Harrow Ledger Ltd.", "2018", "2022", false]);
    expect(roles(resume)).toHaveLength(2);
  });

  it("keeps what still belongs to the employer's name or its dates", () => {
    expect(sentencesOf("Engineer at Tanaka Co. Ltd. since 2019.")).toHaveLength(1);
    expect(sentencesOf("Buyer at Orrin Supplies Inc. 2016–2019.")).toHaveLength(1);
    expect(sentencesOf("Clerk at Fenby Ltd. Then I moved to Leeds.")).toEqual(["Clerk at Fenby Ltd.", "Then I moved to Leeds."]);
  });
});

describe("prompt classes: an introduction with 'myself'", () => {
  it("reads the name after 'myself' at the start", () => {
    expect(name(read("myself Kavya Rao from Hubli. i am working as lab technician in Arogya Labs from 2020 onwards."))).toEqual(["Kavya", "Rao"]);
    expect(name(read("Myself Anand Patil, welder with eight years experience. kavya@example.com"))).toEqual(["Anand", "Patil"]);
  });
});

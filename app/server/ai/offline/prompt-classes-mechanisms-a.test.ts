import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: an earlier title 'with the same firm' over a span 'between … and …'", () => {
  it("reads the title at the employer named before, with both years of the span", () => {
    const resume = read(
      "I am Tomas Reed, an accountant in Leeds. Currently I am the Finance Lead at Brindle Foods Ltd (since May 2020). Before this I worked as Senior Accountant at Harcastle & Co Accountants from 2015 to April 2020, and earlier as Junior Bookkeeper with the same firm between 2012 and 2015.",
    );
    expect(roles(resume)).toContainEqual(["Junior Bookkeeper", "Harcastle & Co Accountants", "2012", "2015", false]);
  });
});

describe("prompt classes: a terse record of employers and their dates, under a trade and a town", () => {
  it("reads each employer with its dates, titled by the trade the record opens with", () => {
    const resume = read("Roofer, Wexford. Kestrel Roofing 2017-now, before that Baxter Slate Works 2009-17. Tane Holt 021 555 1234");
    expect(roles(resume)).toEqual([
      ["Roofer", "Kestrel Roofing", "2017", "", true],
      ["Roofer", "Baxter Slate Works", "2009", "2017", false],
    ]);
  });

  it("does not read the town after an employer's comma as a record of its own", () => {
    const resume = read(
      "I'm Tom Reed. Since 2020 I've been a porter at Lark Hospital. Before that I worked behind the bar in Finch's Hotel, Kilbeg from 2008 till 2014.",
    );
    expect(roles(resume).map((role) => role[1])).not.toContain("Kilbeg");
  });
});

describe("prompt classes: where the person started at the employer, told after a dash", () => {
  it("reads the first title there as an earlier role, until the later one began", () => {
    const resume = read(
      "My name's Nuala Byrne, a care worker from Sligo. I've been a senior carer with Moyle Homecare since 2019 – I started there as a home carer in 2014 and was made up to senior in 2019.",
    );
    expect(roles(resume)).toEqual([
      ["Senior Carer", "Moyle Homecare", "2019", "", true],
      ["Home Carer", "Moyle Homecare", "2014", "2019", false],
    ]);
  });
});

describe("prompt classes: a title 'of' a place of care", () => {
  it("reads the care home as the employer of its manager", () => {
    const resume = read(
      "Ruth Amadi is the registered manager of Elmwood Care Home since March 2020. Before that she was a senior carer at Oakfield Lodge (2014-2020).",
    );
    expect(roles(resume)).toContainEqual(["Registered Manager", "Elmwood Care Home", "March 2020", "", true]);
  });
});

describe("prompt classes: a relative's firm, named after what it is to the person", () => {
  it("reads the firm's own name as the employer", () => {
    const resume = read(
      "hiya im dai price from ebbw vale, been a roofer with Gwent Roofing Ltd since 2017. before that i was labouring for my cousins firm Penmaen Building 2012 to 2017 on and off.",
    );
    expect(roles(resume).map((role) => role[1])).toContain("Penmaen Building");
  });
});

import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a school exam that names what a teacher teaches", () => {
  it("reads 'a GCSE maths lecturer at … College' as a role, not as the person's GCSEs", () => {
    const resume = read("I'm Tom Reed from Leeds. Since 2019 I have been a GCSE maths lecturer at Ridgeway College.");
    expect(roles(resume)).toEqual([["GCSE Maths Lecturer", "Ridgeway College", "2019", "", true]]);
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: schools named by a word of another language or a training centre", () => {
  it("reads a Welsh-language school left with GCSEs", () => {
    const resume = read("I'm Owen Price. I have worked as a plasterer with Dyfed Walls since 2015. I left Ysgol Bryn Eithin in 2010 with 6 GCSEs.");
    expect(degrees(resume)).toEqual([["GCSEs", "Ysgol Bryn Eithin", "2010"]]);
  });

  it("reads a German school whose name ends in '-schule'", () => {
    const resume = read(
      "I'm Lena Vogt from Bremen. I have worked as a cook at Haus Lindenhof since 2019. I left Gesamtschule Nordpark in 2008 with my A-levels.",
    );
    expect(degrees(resume)).toEqual([["A-levels", "Gesamtschule Nordpark", "2008"]]);
  });

  it("reads a trade qualification, whose name ends in a trade, listed with a training centre", () => {
    const resume = read(
      "1. Kai Moss – plumber, Darwin\n2. 2018–now: Plumber – Top End Pipes\n3. Cert III in Automotive Mechanic – Berrimah Trade Training Centre, 2017",
    );
    expect(degrees(resume)).toEqual([["Cert III in Automotive Mechanic", "Berrimah Trade Training Centre", "2017"]]);
  });
});

describe("prompt classes: a school stage finished at a school named as one", () => {
  it("reads a stage named in another language, its year between it and the school", () => {
    const resume = read(
      "Hi, I'm Ana Lima from Recife. I work as a cashier at Mercado Boa Vista since 2020. i finish ensino médio 2018 in Escola Estadual Recife Antigo.",
    );
    expect(degrees(resume)).toEqual([["Ensino médio", "Escola Estadual Recife Antigo", "2018"]]);
  });

  it("reads 'finished high school at …' as the high school's diploma", () => {
    const resume = read("I'm Tom Reed. I work as a cook at Blue Fig Bistro since 2019. I finished high school at Rio Claro Academy in 2017.");
    expect(degrees(resume)).toEqual([["High School Diploma", "Rio Claro Academy", "2017"]]);
  });
});

describe("prompt classes: a title held at an employer named back", () => {
  it("reads 'having worked for the same company as a …' with its own dates at the employer before", () => {
    const resume = read(
      "Tom Reed is a buyer in Leeds. Since 2019 he has been Senior Buyer at Pell Hardware. Previously he was a buyer at Gant Foods (2014–2019), having worked for the same company as a clerk from 2010 to 2014.",
    );
    expect(roles(resume)).toContainEqual(["Clerk", "Gant Foods", "2010", "2014", false]);
  });

  it("reads 'worked there as a …' in a sentence of its own", () => {
    const resume = read(
      "I'm Tom Reed. Since 2019 I have been a supervisor at Pell Hardware. Before that I was a buyer at Gant Foods (2014–2019). I worked there as a driver from 2010 to 2014.",
    );
    expect(roles(resume)).toContainEqual(["Driver", "Gant Foods", "2010", "2014", false]);
  });
});

describe("prompt classes: an aside in brackets between a title and its employer", () => {
  it("reads the employer after a title's letters in brackets", () => {
    const resume = read("Hello, my name is Ana Lima. I work as a nurse technician (TE) at Gant Foods since 2019.");
    expect(roles(resume)).toEqual([["Nurse Technician", "Gant Foods", "2019", "", true]]);
  });

  it("reads the employer after a title's gloss in brackets", () => {
    const resume = read("Hello, my name is Ana Lima. I worked as a nurse aide (care assistant) at Casa Boa Vista from 2016 to 2019.");
    expect(roles(resume)[0]?.[1]).toBe("Casa Boa Vista");
  });
});

describe("prompt classes: a role told after the introduction with its subject left out", () => {
  it("reads 'im … from …, been a roofer with …' as a role", () => {
    const resume = read("hiya im owen pryce from tywyn, been a roofer with Morfa Roofing Services since 2016.");
    expect(roles(resume)).toEqual([["Roofer", "Morfa Roofing Services", "2016", "", true]]);
  });
});

describe("prompt classes: a pasted CV's year written with a slash and two digits", () => {
  it("reads '2016/17' on a listed job's line as the span of its two years", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      "Tom Reed – Leeds – tom.reed@example.com\nExperience:\n1) Sous Chef – Blue Fig Bistro, Leeds – since 2023\n2) Line Cook – Gant Hotel, York – 2019-2023\n3) Kitchen helper – Gant Foods House – 2016/17\nEducation:\n1) Diploma in Culinary Arts – Leeds Culinary School – 2018",
    );
    expect((resume.experiences ?? []).map((job) => [job.company, job.startDate, job.endDate])).toContainEqual(["Gant Foods House", "2016", "2017"]);
  });
});

describe("prompt classes: a name joined by a Dutch or Welsh 'and'", () => {
  it("reads a school whose name joins two places with 'en'", () => {
    const resume = read(
      "Joost Visser is a planner in Leiden. Since 2018 he has been a planner at Duinrand Logistics. Joost completed his MBO 4 in Logistics at Vliet en Duin College in 2010.",
    );
    expect(degrees(resume)).toEqual([["MBO 4 in Logistics", "Vliet en Duin College", "2010"]]);
  });

  it("reads a school whose name joins two places with 'a'", () => {
    const resume = read(
      "I'm Owen Price. I have worked as a plasterer with Dyfed Walls since 2015. I did a diploma in plastering at Coleg Bryn a Mynydd in 2014.",
    );
    expect(degrees(resume)[0]?.[1]).toBe("Coleg Bryn a Mynydd");
  });
});

describe("prompt classes: 'and have worked at …' after a dated course", () => {
  it("reads the employer after the course as a role of its own, not the course as a title at its school", () => {
    const resume = read(
      "I'm Dana Holt. I was a cashier at Pell Hardware from 2012 to 2021. I finished the Dental Assistant certificate program at Oak Ridge Career College in 2022 and have worked at Lakeside Dental since August 2022.",
    );
    expect(roles(resume)[0]).toEqual(["", "Lakeside Dental", "August 2022", "", true]);
    expect(degrees(resume)).toEqual([["Dental Assistant certificate program", "Oak Ridge Career College", "2022"]]);
  });
});

describe("prompt classes: a listed span at a school named as one, beside no title", () => {
  it("reads the line as schooling ending in its last year", () => {
    const resume = read(
      "- Lena Vogt, Bremen\n- Cook, Haus Lindenhof, 2017 – 2020\n- Ausbildung Altenpflege, Pflegeschule Weserblick Bremen, 2014 – 2017\n- lena.vogt@example.de",
    );
    expect(degrees(resume)).toEqual([["Ausbildung Altenpflege", "Pflegeschule Weserblick Bremen", "2017"]]);
    expect(roles(resume)).toEqual([["Cook", "Haus Lindenhof", "2017", "2020", false]]);
  });
});

describe("prompt classes: a listed role's title read from its line's fields", () => {
  it("takes neither the list's bullet nor the ward after the title into it", () => {
    const resume = read("- Lena Vogt, Bremen\n- Nurse on a surgical ward, Klinik Am Weserpark, 2017 – 2020\n- Cook, Haus Lindenhof, 2014 – 2017");
    expect(roles(resume)[0]).toEqual(["Nurse", "Klinik Am Weserpark", "2017", "2020", false]);
  });
});

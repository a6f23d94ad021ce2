import { describe, expect, it } from "vitest";
import { tableRowsAsEntries } from "./table-rows.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import type { Line } from "../types.server.ts";

/** A line of cells at the given x positions, one text per cell ("" for an empty cell). */
const row = (y: number, cells: Array<[number, string]>, bold = false): Line =>
  makeLine(
    cells.filter(([, t]) => t).map(([x, text]) => ({ text, x, x2: x + text.length * 5, bold, size: 10, font: bold ? "Arial-Bold" : "Arial" })),
    1,
    y,
  );

describe("entries printed as a table under a header row", () => {
  it("reads each row by column: a date wrapped in its cell, a name over two lines, the place under it, the last column read late", () => {
    const lines = [
      row(
        100,
        [
          [40, "Dates"],
          [140, "Company"],
          [260, "Role"],
          [360, "Duties"],
        ],
        true,
      ),
      row(116, [
        [40, "02/03/2019 – Till"],
        [140, "Baobab Freight"],
        [260, "Fleet"],
        [360, "Planned routes for 40"],
      ]),
      row(128, [
        [40, "date"],
        [140, "Holdings"],
        [260, "Controller"],
        [360, "lorries"],
      ]),
      row(140, [[140, "Gaborone, Botswana"]]),
      row(170, [
        [40, "Aug '15 – Feb '19"],
        [140, "Karoo Haulage"],
        [260, "Dispatcher"],
      ]),
      row(182, [[140, "Upington, South Africa"]]),
      // the duties column, read after the rest of the table
      row(152, [[360, "Cut fuel costs by a tenth"]]),
      row(194, [[360, "Booked loads for twelve drivers"]]),
    ];
    const jobs = parseExperienceSection(tableRowsAsEntries(lines));
    expect(jobs.map((j) => [j.jobTitle, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ["Fleet Controller", "Baobab Freight Holdings", "Gaborone, Botswana", "03/2019", "Present"],
      ["Dispatcher", "Karoo Haulage", "Upington, South Africa", "Aug 2015", "Feb 2019"],
    ]);
    expect(jobs[0]!.description).toContain("Cut fuel costs by a tenth");
    expect(jobs[1]!.description).toContain("Booked loads for twelve drivers");
  });

  it("a schooling table's header words are no school", () => {
    const lines = [
      row(
        100,
        [
          [40, "Years"],
          [140, "Institution"],
          [360, "Qualification"],
        ],
        true,
      ),
      row(116, [
        [40, "2009–2012"],
        [140, "Polytechnic of Namibia, Windhoek, Namibia"],
        [360, "Diploma in Logistics"],
      ]),
    ];
    const schools = parseEducationSection(tableRowsAsEntries(lines));
    expect(schools.map((s) => [s.school, s.degree, s.graduationYear])).toEqual([["Polytechnic of Namibia", "Diploma in Logistics", "2012"]]);
    const passed = [
      row(
        100,
        [
          [40, "Qualification"],
          [200, "Institute"],
          [400, "Year of Passing"],
        ],
        true,
      ),
      row(116, [
        [40, "BSc Nursing"],
        [200, "Aga University, Mombasa, Kenya"],
        [400, "2016"],
      ]),
    ];
    expect(parseEducationSection(tableRowsAsEntries(passed)).map((s) => [s.school, s.degree, s.graduationYear])).toEqual([
      ["Aga University", "BSc Nursing", "2016"],
    ]);
  });

  it("lines without a header row of column names are left as they are", () => {
    const lines = [
      row(100, [
        [40, "Fleet Controller"],
        [300, "2019 – 2024"],
      ]),
      row(112, [[40, "Baobab Freight Holdings"]]),
    ];
    expect(tableRowsAsEntries(lines)).toBe(lines);
  });
});

describe("a table of qualifications, one row a line, a year a row and a result column", () => {
  it("each year starts a row; a grade point average is kept, a division dropped", () => {
    const cells = (y: number, texts: string[]) =>
      row(
        y,
        texts.map((t, i): [number, string] => [i * 100, t]),
      );
    const lines = [
      cells(1, ["Degree", "Institute", "Year", "Division / CGPA"]),
      cells(2, ["Bachelor of Commerce", "Hazara University, Mansehra", "2020", "3.05 / 4.00"]),
      cells(3, ["Intermediate (F.Sc.)", "Government Degree College, Abbottabad", "2016", "1st Division"]),
      cells(4, ["Matriculation (Science)", "Army Public School, Abbottabad", "2014", "A-1 Grade"]),
    ];
    const ed = parseEducationSection(tableRowsAsEntries(lines));
    expect(ed.map((e) => [e.degree, e.school, e.graduationYear, e.gpa])).toEqual([
      ["Bachelor of Commerce", "Hazara University", "2020", "3.05 / 4.00"],
      ["Intermediate (F.Sc.)", "Government Degree College", "2016", ""],
      ["Matriculation (Science)", "Army Public School", "2014", ""],
    ]);
  });
});

describe("an education table whose column names what was studied", () => {
  for (const studied of ["Major / Degree", "Field of study", "Degree & Major"])
    it(`reads "${studied}" as the degree's column, not a school`, () => {
      const lines = [
        row(
          100,
          [
            [40, "Period"],
            [150, "School"],
            [300, studied],
            [480, "Location"],
          ],
          true,
        ),
        row(116, [
          [40, "Mar 2014 - Feb 2018"],
          [150, "Hanbit National University"],
          [300, "Bachelor of Engineering in Robotics"],
          [480, "Daejeon"],
        ]),
      ];
      const [degree, ...rest] = parseEducationSection(tableRowsAsEntries(lines));
      expect(rest).toEqual([]);
      expect(degree).toMatchObject({ school: "Hanbit National University", degree: "Bachelor of Engineering in Robotics", graduationYear: "2018" });
    });
});

describe("a table of qualifications under names centred over their columns", () => {
  it("joins a name wrapped over two lines, puts each cell under the name over it, and leaves the examining board out", () => {
    const lines = [
      row(673, [[440, "Year of"]], true),
      row(
        679,
        [
          [80, "Qualification"],
          [230, "Institute"],
          [329, "University / Board"],
          [493, "Percentage"],
        ],
        true,
      ),
      row(685, [[438, "Passing"]], true),
      row(702, [
        [46, "B.Sc. Agriculture"],
        [184, "Konkan Farm College,"],
        [325, "Dapoli Agricultural"],
      ]),
      row(708, [
        [429, "2015"],
        [493, "71.2%"],
      ]),
      row(714, [
        [184, "Ratnagiri"],
        [325, "University"],
      ]),
      row(740, [
        [46, "HSC (12th)"],
        [184, "Dapoli Junior College, Ratnagiri Board"],
        [429, "2011"],
        [493, "80.4%"],
      ]),
    ];
    const r = parseEducationSection(tableRowsAsEntries(lines)).map((e) => [e.degree, e.school, e.graduationYear]);
    expect(r).toEqual([
      ["B.Sc. Agriculture", "Konkan Farm College", "2015"],
      ["HSC (12th)", "Dapoli Junior College", "2011"],
    ]);
  });
});

describe("a table of exams under 'Exam/Degree'", () => {
  it("names what was passed, the year's name wrapped round the header row", () => {
    const lines = [
      row(600, [[400, "Passing"]], true),
      row(
        606,
        [
          [50, "Exam/Degree"],
          [220, "Institution"],
          [480, "Result"],
        ],
        true,
      ),
      row(612, [[404, "Year"]], true),
      row(624, [
        [50, "Bachelor of Social Science"],
        [480, "CGPA 3.10 (out"],
      ]),
      row(630, [
        [220, "University of Khulna, Khulna"],
        [404, "2020"],
      ]),
      row(636, [
        [50, "(Economics)"],
        [480, "of 4)"],
      ]),
      row(660, [
        [220, "Bogura Government College,"],
        [480, "GPA 4.80 (out of"],
      ]),
      row(666, [
        [50, "HSC (Commerce)"],
        [404, "2016"],
      ]),
    ];
    const r = parseEducationSection(tableRowsAsEntries(lines)).map((e) => [e.degree, e.school, e.graduationYear]);
    expect(r[0]).toEqual(["Bachelor of Social Science (Economics)", "University of Khulna", "2020"]);
  });
});

describe("a table whose middle column holds the title, then the employer, then the duties", () => {
  it("reads each row's title, employer, place and dates, its first row too", () => {
    const lines = [
      row(100, [
        [0, "Dates"],
        [100, "Position and employer"],
        [200, "Location"],
      ]),
      row(101, [
        [0, "2021 – Present"],
        [100, "Head Baker"],
        [200, "Tarnby"],
      ]),
      row(102, [[100, "Kornblomst Bakery ApS"]]),
      row(103, [[100, "• Bake 600 loaves a night"]]),
      row(104, [
        [0, "2017 – 2021"],
        [100, "Baker"],
        [200, "Holbaek"],
      ]),
      row(105, [[100, "Mill Lane Bread Co."]]),
    ];
    expect(parseExperienceSection(tableRowsAsEntries(lines)).map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Head Baker", "Kornblomst Bakery ApS", "Tarnby", "2021", "Present"],
      ["Baker", "Mill Lane Bread Co.", "Holbaek", "2017", "2021"],
    ]);
  });
});

describe("a table of qualifications whose school column is named twice ('College / Institute')", () => {
  it("reads the header row as the columns' names, not the first row's school", () => {
    const lines = [
      row(
        300,
        [
          [50, "Degree"],
          [200, "College / Institute"],
          [380, "Place"],
          [460, "Year"],
        ],
        true,
      ),
      row(316, [
        [50, "M.Sc. (Botany)"],
        [200, "Saraswati Institute of Science"],
        [380, "Agra"],
        [460, "2018"],
      ]),
      row(332, [
        [50, "B.Sc."],
        [200, "Yamuna Valley Degree College"],
        [380, "Agra"],
        [460, "2016"],
      ]),
    ];
    const r = parseEducationSection(tableRowsAsEntries(lines)).map((e) => [e.degree, e.school, e.graduationYear]);
    expect(r).toEqual([
      ["M.Sc. (Botany)", "Saraswati Institute of Science", "2018"],
      ["B.Sc.", "Yamuna Valley Degree College", "2016"],
    ]);
  });
});

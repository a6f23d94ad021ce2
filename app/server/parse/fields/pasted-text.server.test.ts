/** CVs pasted as plain text (the prompt box, the ATS check): the shapes people paste, read by the text pipeline. */
import { describe, expect, it } from "vitest";
import { parsePlainTextResume } from "../index.server.ts";

const jobs = (text: string) => (parsePlainTextResume(text).experiences ?? []).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);
const schools = (text: string) => (parsePlainTextResume(text).education ?? []).map((e) => [e.degree, e.school, e.graduationYear]);

describe("pasted CV: sections", () => {
  it("an employer whose name ends in a title's head word, over a title and dates, stays a job", () => {
    const text = [
      "PIA LUNDGREN",
      "pia@example.com",
      "",
      "EXPERIENCE",
      "Brightwell.io",
      "Data Engineer",
      "June 2021 – Present",
      "Built pipelines for the billing team.",
      "",
      "Harwick Data Technologies",
      "BI Developer",
      "August 2018 – May 2021",
      "",
      "EDUCATION",
      "Lund University",
      "BSc Statistics, 2018",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Data Engineer", "Brightwell.io", "June 2021", "Present"],
      ["BI Developer", "Harwick Data Technologies", "August 2018", "May 2021"],
    ]);
  });

  it("'Skills: a · b' under a job (LinkedIn), with more dated jobs below, is the job's own", () => {
    const text = [
      "Omar Feld",
      "",
      "Experience",
      "Senior Developer",
      "Quaystone · Full-time",
      "Mar 2021 - Present",
      "Skills: Kotlin · Postgres",
      "",
      "Developer",
      "Tilbury Apps · Full-time",
      "Aug 2017 - Feb 2021",
      "",
      "Education",
      "Northmoor University",
      "BS Computer Science",
      "2013 - 2017",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Senior Developer", "Quaystone", "Mar 2021", "Present"],
      ["Developer", "Tilbury Apps", "Aug 2017", "Feb 2021"],
    ]);
  });

  it("'SCHOOL' heads the schooling", () => {
    const text = [
      "Ivo Marek",
      "",
      "WORK",
      "2012 – today :   joiner,   Holzbau Lind GmbH",
      "",
      "SCHOOL",
      "2008   Carpentry trade certificate,   Vocational School of Woodwork",
    ].join("\n");
    expect(jobs(text)).toEqual([["joiner", "Holzbau Lind GmbH", "2012", "Present"]]);
    expect(schools(text)).toEqual([["Carpentry trade certificate", "Vocational School of Woodwork", "2008"]]);
  });
});

describe("pasted CV: degree lines", () => {
  const cv = (...education: string[]) =>
    ["Lena Brandt", "lena@example.com", "", "EXPERIENCE", "Nurse | Elmfield Clinic | 2015 – 2020", "", "EDUCATION", ...education].join("\n");

  it("'Degree in Field, Institution, year': the name after a degree naming its field is the institution", () => {
    expect(schools(cv("Bachelor's in Midwifery, IKTA Bidasoa, 2013"))).toEqual([["Bachelor's in Midwifery", "IKTA Bidasoa", "2013"]]);
  });

  it("a school over 'Degree, Field' keeps the field in the degree", () => {
    expect(schools(cv("Marrow Valley University", "BSc, Marine Biology", "2010 - 2014"))).toEqual([
      ["BSc, Marine Biology", "Marrow Valley University", "2014"],
    ]);
  });

  it("LinkedIn's 'Degree - Letters, Field' under the school keeps the letters and the field", () => {
    expect(schools(cv("Marrow Valley University", "Bachelor of Science - BS, Marine Biology", "2010 - 2014"))).toEqual([
      ["Bachelor of Science - BS, Marine Biology", "Marrow Valley University", "2014"],
    ]);
  });

  it("a comma inside brackets parts no qualification", () => {
    expect(schools(cv("2002   A-levels (Maths, Physics, Art)   –   Brookfield Sixth Form College"))).toEqual([
      ["A-levels (Maths, Physics, Art)", "Brookfield Sixth Form College", "2002"],
    ]);
  });
});

describe("pasted CV: jobs", () => {
  const cv = (...experience: string[]) =>
    ["Rhys Calder", "rhys@example.com", "", "EXPERIENCE", ...experience, "", "EDUCATION", "BSc Physics, Carrow University, 2012"].join("\n");

  it("a word hyphenated at a line's end is put back together", () => {
    expect(jobs(cv("Tamsworth Instruments Ltd        Apr 2016 – Mar 2019", "Field Service Engi-", "neer", "• Serviced flow meters"))).toEqual([
      ["Field Service Engineer", "Tamsworth Instruments Ltd", "Apr 2016", "Mar 2019"],
    ]);
  });

  it("'Employer, Town, ST' over 'Title, dates', twice: each employer keeps its own title", () => {
    expect(
      jobs(
        cv("Brightmoor Systems, Dayton, OH", "Network Engineer, May 2019 – Present", "Quillfield Data, Akron, OH", "Support Technician, Aug 2015 – Apr 2019"),
      ),
    ).toEqual([
      ["Network Engineer", "Brightmoor Systems", "May 2019", "Present"],
      ["Support Technician", "Quillfield Data", "Aug 2015", "Apr 2019"],
    ]);
  });

  it("an employer with its town set off to the right, over titles with their dates to the right", () => {
    const text = cv(
      "Hollin Builders Merchants                 Kelmarsh",
      "Branch Manager                            2019 – Present",
      "Yard Supervisor                           2014 – 2019",
      "Ashdown Timber Supplies                   Hereford",
      "Sales Assistant                           2010 – 2014",
    );
    expect(jobs(text)).toEqual([
      ["Branch Manager", "Hollin Builders Merchants", "2019", "Present"],
      ["Yard Supervisor", "Hollin Builders Merchants", "2014", "2019"],
      ["Sales Assistant", "Ashdown Timber Supplies", "2010", "2014"],
    ]);
  });

  it("after the dates opening a line, a town and a region no gazetteer knows are the place", () => {
    const r = parsePlainTextResume(cv("Stock Planner", "Harlund Foods", "Mar 2021 - Present · Vesterby, Northern Jutland Region"));
    expect(r.experiences?.map((e) => [e.jobTitle, e.company, e.location])).toEqual([["Stock Planner", "Harlund Foods", "Vesterby, Northern Jutland Region"]]);
  });
});

describe("pasted CV: labelled records", () => {
  it("numbered blocks of labelled rows ('1. Organization:') are jobs; 'Continuing' is the present", () => {
    const text = [
      "Farid Alam",
      "farid@example.com",
      "",
      "Employment History:",
      "1. Organization: Meghla Garments Ltd.",
      "   Designation: Senior Merchandiser",
      "   Duration: January 2020 to Continuing",
      "2. Organization: Padma Knit Group",
      "   Designation: Merchandiser",
      "   Duration: March 2016 to December 2019",
      "",
      "Computer Skills: Excel",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Senior Merchandiser", "Meghla Garments Ltd.", "January 2020", "Present"],
      ["Merchandiser", "Padma Knit Group", "March 2016", "December 2019"],
    ]);
  });

  it("a degree's record with labelled pieces ('Exam Title: … | Institute: … | Passing Year: …')", () => {
    const text = [
      "Farid Alam",
      "farid@example.com",
      "",
      "Academic Qualification:",
      "Exam Title: BSc in Jute Engineering | Institute: Karnaphuli University of Textiles | Passing Year: 2015",
      "Exam Title: HSC | Institute: Riverside College, Khulna | Passing Year: 2010",
    ].join("\n");
    expect(schools(text)).toEqual([
      ["BSc in Jute Engineering", "Karnaphuli University of Textiles", "2015"],
      ["HSC", "Riverside College", "2010"],
    ]);
  });
});

describe("pasted CV: typed punctuation", () => {
  it("a year after a comma typed with a space before it ('… College , 2013') is the entry's", () => {
    const text = [
      "Jo Marsh",
      "jo@example.com",
      "",
      "Employment",
      "",
      "Dental Receptionist  ,  Marsh Lane Surgery  ,  2014 to present",
      "",
      "Education  &  Training",
      "",
      "Diploma in Dental Nursing and Practice Support  ,  Fenland Adult College  ,  2013",
      "GCSEs  ( 7 )  ,  Wisbech Park School  ,  1996",
    ].join("\n");
    expect(schools(text)).toEqual([
      ["Diploma in Dental Nursing and Practice Support", "Fenland Adult College", "2013"],
      ["GCSEs ( 7 )", "Wisbech Park School", "1996"],
    ]);
  });
});

describe("pasted CV: an employer with a note", () => {
  it("'Self-employed (a note)' set in under a dated title is the employer, the note dropped", () => {
    const text = [
      "Lia Moreno",
      "lia@example.com",
      "",
      "WORK EXPERIENCE",
      "Freelance Translator / Proofreader          2020 – present",
      "   Self-employed (clients in Spain and Chile, via online agencies)",
      "Office Clerk                                2016 – 2020",
      "   Brisa Marina Hotel, Alicante",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Freelance Translator / Proofreader", "Self-employed", "2020", "Present"],
      ["Office Clerk", "Brisa Marina Hotel", "2016", "2020"],
    ]);
  });
});

describe("pasted CV: a title and its field of work", () => {
  it("'Manager, Customer Success' over the employer's line and the dates: the employer is no town", () => {
    const text = [
      "Dana Roe",
      "",
      "Experience",
      "Manager, Customer Success",
      "Tallowby",
      "Mar 2021 - Present · 3 yrs 9 mos",
      "Support Specialist",
      "Shopnest",
      "Jun 2018 - Feb 2021 · 2 yrs 9 mos",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Manager, Customer Success", "Tallowby", "Mar 2021", "Present"],
      ["Support Specialist", "Shopnest", "Jun 2018", "Feb 2021"],
    ]);
  });
});

describe("pasted CV: an employer's branch after a dash", () => {
  it("'Title, Employer – Branch (dates)': the part after the dash goes with the employer, never the title", () => {
    const text = [
      "Rosa Diaz",
      "rosa@example.com",
      "",
      "PROFESSIONAL EXPERIENCE",
      "Lab Technician II, St. Agnes's Medical Center – Global Harbour (June 2019 to present)",
      "Lab Technician, Quickscan Diagnostics (May 2016 to May 2019)",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Lab Technician II", "St. Agnes's Medical Center – Global Harbour", "June 2019", "Present"],
      ["Lab Technician", "Quickscan Diagnostics", "May 2016", "May 2019"],
    ]);
  });
});

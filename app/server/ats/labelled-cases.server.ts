/**
 * Resumes and job postings with human relevance labels for the ATS match score (2 good fit, 1 same
 * field but another specialty, 0 another field), and the junk each posting must never turn into a
 * keyword. Written for the tests; not real people or companies.
 */
import type { ResumeFormData } from "../../lib/resume.ts";

function resume(r: {
  name: [string, string];
  city: string;
  state: string;
  summary: string;
  jobs: { title: string; company: string; location: string; description: string; technologies?: string }[];
  degree: string;
  school: string;
  technical: string;
  tools?: string;
  soft: string;
  certifications?: string;
}): ResumeFormData {
  return {
    personalInfo: {
      firstName: r.name[0],
      lastName: r.name[1],
      email: "candidate@example.com",
      phone: "+1 555 010 3000",
      city: r.city,
      state: r.state,
      country: "USA",
      summary: r.summary,
    },
    experiences: r.jobs.map((j, i) => ({
      id: `e${i}`,
      jobTitle: j.title,
      company: j.company,
      location: j.location,
      startDate: `Jan ${2022 - 3 * i}`,
      endDate: i === 0 ? "" : `Dec ${2024 - 3 * i}`,
      currentJob: i === 0,
      description: j.description,
      achievements: "",
      technologies: j.technologies ?? "",
    })),
    education: [{ id: "ed1", degree: r.degree, school: r.school, location: "", graduationYear: "2014", gpa: "", honors: "", relevantCoursework: "" }],
    skills: { technicalSkills: r.technical, frameworks: "", tools: r.tools ?? "", softSkills: r.soft },
    projects: [],
    additionalInfo: { certifications: r.certifications ?? "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" },
  };
}

export const RESUMES = {
  telemetryNurse: resume({
    name: ["Maria", "Lopez"],
    city: "Sacramento",
    state: "CA",
    summary: "Registered Nurse with 6 years on a cardiac telemetry unit: rhythm interpretation, post-cath care and patient education.",
    jobs: [
      {
        title: "Registered Nurse, Telemetry",
        company: "Valley Regional Medical Center",
        location: "Sacramento, CA",
        description:
          "Care for 5 telemetry patients per shift: cardiac monitoring, 12-lead EKG and rhythm interpretation.\nAdministered cardiac medications and titrated heparin drips per protocol.\nCharted in Epic; taught discharge plans to patients and families.",
      },
      {
        title: "Registered Nurse, Med-Surg",
        company: "Sutter Creek Hospital",
        location: "Sacramento, CA",
        description: "Med-surg nursing for 6 patients per shift: wound care, IV therapy, medication administration and patient assessment.",
      },
    ],
    degree: "Bachelor of Science in Nursing (BSN)",
    school: "California State University, Sacramento",
    technical: "Cardiac monitoring, Telemetry, Rhythm interpretation, Patient assessment, Patient education, IV therapy, Medication administration, Epic",
    soft: "Communication, Attention to detail, Empathy",
    certifications: "RN, California\nBLS (AHA)\nACLS (AHA)",
  }),
  staffAccountant: resume({
    name: ["Priya", "Shah"],
    city: "Columbus",
    state: "OH",
    summary: "Staff accountant with 5 years in corporate accounting: month-end close, reconciliations and journal entries under US GAAP.",
    jobs: [
      {
        title: "Staff Accountant",
        company: "Lakeview Foods",
        location: "Columbus, OH",
        description:
          "Own month-end close for two entities: journal entries, accruals and balance sheet reconciliations.\nPrepared variance analysis for the Controller and supported the external audit.\nMaintained SOX internal controls documentation.",
        technologies: "NetSuite, Excel (pivot tables, VLOOKUP)",
      },
      {
        title: "Accounting Assistant",
        company: "Kettering & Co.",
        location: "Dayton, OH",
        description: "Processed accounts payable and accounts receivable; reconciled bank accounts.",
      },
    ],
    degree: "Bachelor of Science in Accounting",
    school: "Ohio State University",
    technical: "US GAAP, Month-end close, Account reconciliations, Journal entries, Accruals, Variance analysis, Fixed assets, Internal controls",
    tools: "NetSuite, Excel, QuickBooks",
    soft: "Attention to detail, Written communication",
    certifications: "CPA (Ohio)",
  }),
  truckDriver: resume({
    name: ["Dwayne", "Carter"],
    city: "Joliet",
    state: "IL",
    summary: "Class A CDL driver with 8 years of over-the-road and regional dry van experience and a clean driving record.",
    jobs: [
      {
        title: "OTR Truck Driver",
        company: "Midland Freightways",
        location: "Joliet, IL",
        description:
          "Drive 2,500 miles a week over the road in 48 states with a 53' dry van.\nLog hours of service on ELD; pre-trip and post-trip inspections; DOT compliant.\nHazmat and tanker endorsements; zero preventable accidents.",
      },
      {
        title: "Delivery Driver",
        company: "Prairie Supply",
        location: "Aurora, IL",
        description: "Local deliveries with a box truck; route planning and customer signatures.",
      },
    ],
    degree: "High school diploma",
    school: "Joliet West High School",
    technical: "CDL-A, Hazmat endorsement, Tanker endorsement, ELD, Hours of service, DOT regulations, Route planning, Clean driving record",
    soft: "Time management, Customer service",
    certifications: "Class A CDL (Illinois)\nDOT medical card",
  }),
  electrician: resume({
    name: ["Tomasz", "Nowak"],
    city: "Joliet",
    state: "IL",
    summary: "Journeyman electrician with 7 years of commercial and residential wiring, conduit bending and PLC troubleshooting.",
    jobs: [
      {
        title: "Journeyman Electrician",
        company: "Brightvolt Electric",
        location: "Joliet, IL",
        description:
          "Install commercial wiring, EMT conduit and panels per NEC.\nTroubleshoot motor controls and PLCs.\nRead blueprints and schematics; OSHA 30 certified.",
      },
    ],
    degree: "High school diploma; IBEW apprenticeship",
    school: "Joliet Junior College",
    technical: "NEC, Conduit bending, Blueprint reading, Motor controls, PLC, Troubleshooting, Lockout/tagout",
    tools: "Power tools, Hand tools",
    soft: "Teamwork",
    certifications: "Illinois Journeyman License\nOSHA 30",
  }),
};

export const POSTINGS = {
  electrician: `Commercial Electrician (Journeyman)
Sparkline Contractors is hiring a journeyman electrician for commercial projects in Naperville, IL.
- Install and terminate wiring, conduit (EMT, rigid) and panels to NEC
- Read blueprints; troubleshoot motor controls
- Journeyman license required; OSHA 10 or OSHA 30
- Own hand and power tools; valid driver's license
Sparkline Contractors offers union wages and benefits.`,

  hvac: `HVAC Service Technician
At Coolbreeze Heating & Air, our technicians keep Chicagoland comfortable.
- Diagnose and repair heat pumps, furnaces and rooftop units
- EPA 608 Universal certification required
- Refrigeration and HVAC troubleshooting; read wiring schematics
- 3+ years HVAC service experience; valid driver's license
Coolbreeze Heating & Air is an equal opportunity employer.`,

  socialMedia: `Social Media Manager
Lumen Skincare (Remote, US)
Lumen Skincare is a DTC beauty brand. You'll own our Instagram and TikTok presence.
- Social media marketing strategy, content calendar and community management
- Influencer marketing; paid social with Meta Ads
- Google Analytics and Sprout Social reporting
- Bachelor's degree in Marketing or Communications`,

  telemetryRn: `Registered Nurse – Cardiac Telemetry
Brookfield Regional Hospital — Sacramento, CA

Brookfield Regional Hospital is hiring a Registered Nurse for our 32-bed cardiac telemetry unit.

Responsibilities
- Provide care to cardiac telemetry patients: cardiac monitoring, rhythm interpretation and 12-lead EKG
- Administer medications, titrate heparin and cardiac drips, and monitor vital signs
- Patient education and discharge planning with patients and families
- Document in Epic

Requirements
- Current California RN license; BSN preferred (ADN accepted)
- BLS and ACLS required
- 2+ years of telemetry or step-down experience
- Communication and attention to detail`,

  icuRn: `Registered Nurse – Surgical Trauma ICU
Brookfield Regional Hospital — Sacramento, CA

About Brookfield Regional Hospital
Brookfield Regional Hospital is a Level I trauma center. Our surgical-trauma ICU cares for critically ill trauma and post-operative patients.

Responsibilities
- Care for 1–2 critically ill patients on mechanical ventilation, CRRT and vasoactive drips
- Manage arterial lines, central lines and hemodynamic monitoring
- Respond to rapid response and trauma activations
- Document in Epic

Requirements
- Current California RN license; BSN required
- 2+ years of ICU experience (surgical or trauma ICU preferred)
- CCRN preferred; BLS, ACLS and TNCC required
- Experience with ventilator management and CRRT`,

  seniorAccountant: `Senior Accountant
Ridgeway Outfitters — Columbus, OH (Hybrid)

Ridgeway Outfitters is looking for a Senior Accountant to own month-end close for our retail business.

What you will do
- Lead month-end close: journal entries, accruals, fixed assets and balance sheet reconciliations
- Prepare variance analysis and financial statements for the Controller
- Maintain SOX internal controls and support the external audit
- Improve the close in NetSuite and Excel

What you bring
- Bachelor's degree in Accounting; CPA preferred
- 4+ years of accounting experience under US GAAP
- NetSuite or SAP; advanced Excel (pivot tables, XLOOKUP)
- Attention to detail and written communication`,

  fpaAnalyst: `Financial Analyst, FP&A
Ridgeway Outfitters — Columbus, OH

Join Ridgeway Outfitters as a Financial Analyst on our FP&A team.

What you will do
- Build the annual budget and rolling forecasts with business partners
- Monthly variance analysis of actuals against budget after month-end close
- Partner with accounting on accruals and financial statements under US GAAP
- Financial modeling of store openings: DCF and valuation
- Build dashboards in Power BI or Tableau; SQL for data pulls
- Present insights to leadership

What you bring
- Bachelor's degree in Finance or Economics
- 3+ years of FP&A, budgeting and forecasting experience
- Advanced Excel (pivot tables) and financial modeling; Power BI or Tableau; NetSuite a plus
- Communication and presentation skills`,

  otrDriver: `CDL-A OTR Truck Driver
Ironline Transport — Joliet, IL

Ironline Transport is hiring Class A CDL drivers for over-the-road dry van routes across 48 states.

Requirements
- Valid Class A CDL and 2+ years of OTR experience
- Clean driving record and current DOT medical card
- Hazmat endorsement preferred; tanker a plus
- ELD and hours of service knowledge; DOT regulations
- Pre-trip inspections and route planning

Ironline Transport offers weekly pay, home time every 2 weeks and benefits.`,

  warehouse: `Warehouse Associate – Forklift
Ironline Transport — Joliet, IL

Ironline Transport is hiring a Warehouse Associate for our cross-dock in Joliet, IL.

What you will do
- Load and unload trailers with forklift and pallet jack
- Pick and pack orders with RF scanners in our WMS
- Cycle counting and inventory management
- Shipping and receiving paperwork

Requirements
- Forklift certification (or able to certify in 30 days)
- Experience with RF scanner and WMS
- High school diploma or GED
- Able to lift 50 lbs`,

  teacher: `Grade 4 Teacher
Maple Grove Elementary — Aurora, IL

About Maple Grove Elementary
Maple Grove Elementary is a public school serving 500 students.

Responsibilities
- Lesson planning aligned to Common Core
- Classroom management and differentiated instruction
- Write and follow IEPs with the special education team
- Parent communication and formative assessment

Requirements
- Bachelor's degree in Education and a state teaching license
- Experience with Google Classroom`,
};

type PostingName = keyof typeof POSTINGS;

/** Relevance of each posting to each resume. */
export const LABELS: Record<keyof typeof RESUMES, Partial<Record<PostingName, 0 | 1 | 2>>> = {
  telemetryNurse: { telemetryRn: 2, icuRn: 1, seniorAccountant: 0, otrDriver: 0 },
  staffAccountant: { seniorAccountant: 2, fpaAnalyst: 1, telemetryRn: 0, teacher: 0 },
  truckDriver: { otrDriver: 2, warehouse: 1, seniorAccountant: 0, teacher: 0 },
  electrician: { electrician: 2, hvac: 1, socialMedia: 0, icuRn: 0 },
};

/** Never a keyword: employers' names, places and filler. */
export const JUNK = [
  "sparkline",
  "coolbreeze",
  "lumen",
  "skincare",
  "naperville",
  "chicagoland",
  "us",
  "brookfield",
  "regional",
  "hospital",
  "ridgeway",
  "outfitters",
  "ironline",
  "transport",
  "maple",
  "grove",
  "elementary",
  "sacramento",
  "columbus",
  "joliet",
  "aurora",
  "california",
  "ca",
  "oh",
  "il",
  "services",
  "systems",
  "team",
  "teams",
  "experience",
  "years",
  "company",
  "role",
  "work",
  "care",
  "benefits",
  "pay",
  "hybrid",
  "remote",
];

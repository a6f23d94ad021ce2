/**
 * The hard skills the ATS match score recognises beyond the offline writer's list: licences,
 * certifications, clinical, financial, trade, logistics, teaching and marketing skills, and the
 * software names' common abbreviations. One line per skill: the name shown first, then the other
 * ways postings and resumes write it ("Registered Nurse|RN"). A resume naming any of them meets
 * the requirement. Names in capitals ("RN", "ICU") match only when written in capitals.
 */
import { knownSkill, type SkillGroup } from "../ai/offline/skills.server.ts";

export type Field = "health" | "finance" | "trades" | "logistics" | "education" | "marketing" | "software" | "general";

const VOCABULARY: Record<Field, string> = {
  health: `RN|Registered Nurse|Registered Nursing|RN License|RN licensure
LPN|Licensed Practical Nurse|LVN|Licensed Vocational Nurse
CNA|Certified Nursing Assistant|Nursing Assistant
Nurse Practitioner|NP|APRN|FNP
BLS|Basic Life Support|CPR|BLS certification
ACLS|Advanced Cardiovascular Life Support|Advanced Cardiac Life Support
PALS|Pediatric Advanced Life Support
NRP|Neonatal Resuscitation Program
TNCC|Trauma Nursing Core Course
CCRN|Critical Care Registered Nurse
PCCN|Progressive Care Certified Nurse
CEN|Certified Emergency Nurse
NIH Stroke Scale|NIHSS
ICU|Intensive Care Unit|Intensive Care|Critical Care|MICU|SICU|CVICU|Trauma ICU|Surgical ICU|Medical ICU|ICU experience
NICU|Neonatal Intensive Care|Neonatal ICU
Emergency Department|Emergency Room|ER|Emergency Nursing
Telemetry|Cardiac Telemetry|Telemetry Unit|Step-Down|Stepdown|Progressive Care
Med-Surg|Medical-Surgical|Med/Surg|Medical Surgical
PACU|Post-Anesthesia Care
Perioperative|Operating Room Nursing|Perioperative Nursing
Labor and Delivery|Labor & Delivery|L&D
Oncology|Oncology Nursing
Pediatrics|Pediatric Nursing
Geriatrics|Geriatric Care|Long-Term Care
Hospice|Palliative Care|Hospice Care
Dialysis|Hemodialysis
Trauma Care|Trauma Nursing|Trauma
Trauma-Informed Care|Trauma-Informed
Wound Care
Triage
Phlebotomy|Venipuncture|Blood Draws
IV Therapy|IV Insertion|Intravenous Therapy|IV Starts|Peripheral IV
Medication Administration|Administer Medications|Administering Medications
Mechanical Ventilation|Ventilator Management|Ventilator Care|Ventilators|Ventilator|Ventilated Patients|Vent Management
CRRT|Continuous Renal Replacement Therapy
ECMO|Extracorporeal Membrane Oxygenation
Arterial Lines|Arterial Line|A-Lines|Art Lines
Central Lines|Central Line|Central Venous Catheters|CVC
Hemodynamic Monitoring|Swan-Ganz|Pulmonary Artery Catheters
Vasoactive Drips|Titrating Drips|Vasoactive Infusions|Drip Titration|Vasopressors
Cardiac Monitoring|ECG|EKG|Electrocardiogram|12-Lead|Rhythm Interpretation|Arrhythmia Interpretation|Dysrhythmia Interpretation
Sepsis Management|Sepsis|Sepsis Protocols
Stroke Care|Stroke Protocols
Patient Assessment|Patient Assessments|Head-to-Toe Assessment
Care Planning|Care Plans|Nursing Care Plans
Discharge Planning
Patient Education|Patient Teaching
Infection Control|Infection Prevention
HIPAA
EHR|EMR|Electronic Health Records|Electronic Medical Records|Electronic Health Record|Electronic Medical Record
Cerner|Oracle Health
Meditech
Pyxis|Omnicell
Medical Terminology
ICD-10|ICD10
CPT|CPT Coding
Medical Coding|Medical Coder
Medical Billing
Vital Signs|Vitals
Case Management
Utilization Review
Pharmacology
Rapid Response
Physical Therapy
Occupational Therapy
Respiratory Therapy
Radiology|Radiography
Ultrasound|Sonography
Anesthesia
Dental Hygiene
Compact License|Multistate License|Compact Nursing License|NLC`,

  finance: `CPA|Certified Public Accountant|CPA License
CMA|Certified Management Accountant
CFA|Chartered Financial Analyst
CIA|Certified Internal Auditor
GAAP|US GAAP|U.S. GAAP|Generally Accepted Accounting Principles
IFRS|International Financial Reporting Standards
SOX|Sarbanes-Oxley|SOX 404|SOX Compliance
Month-End Close|Month End Close|Monthly Close|Financial Close|Quarter-End Close|Close Process
Account Reconciliation|Account Reconciliations|Reconciliations|Reconciliation|Balance Sheet Reconciliation|Balance Sheet Reconciliations|Bank Reconciliations
Journal Entries|Journal Entry
Accruals|Accrual Accounting
Accounts Payable|AP Processing
Accounts Receivable|AR Collections
General Ledger|GL Accounting
Variance Analysis
Financial Reporting
Financial Statements|Financial Statement Preparation
FP&A|Financial Planning and Analysis|Financial Planning & Analysis
Revenue Recognition|ASC 606
Lease Accounting|ASC 842
External Audit|External Audits|Audit Support
Internal Audit|Internal Audits
Internal Controls|Internal Control
Tax Preparation|Tax Returns|Tax Compliance
Fixed Assets|Fixed-Asset Schedules|Fixed Asset Accounting|Depreciation
Cost Accounting
Treasury|Cash Management
Consolidations|Consolidation|Financial Consolidation
Intercompany|Intercompany Accounting
NetSuite|Oracle NetSuite
Hyperion|Oracle Hyperion
Bloomberg Terminal|Bloomberg
Pivot Tables|Pivot Table|PivotTables
XLOOKUP|VLOOKUP|INDEX MATCH
Excel Macros|Macros
AML|Anti-Money Laundering|BSA/AML
KYC|Know Your Customer
Underwriting
Credit Analysis|Credit Risk
Valuation|Valuations
DCF|Discounted Cash Flow
M&A|Mergers and Acquisitions|Mergers & Acquisitions
Due Diligence
Portfolio Management
Series 7
Series 63
FINRA
Public Accounting|Big 4`,

  trades: `OSHA|OSHA 10|OSHA 30|OSHA 10-Hour|OSHA 30-Hour|OSHA Certification
Journeyman License|Journeyman Electrician|Journeyman|Journeyman Card
Master Electrician|Master Electrician License
NEC|National Electrical Code
Blueprint Reading|Blueprints|Reading Blueprints|Read Blueprints|Schematics|Technical Drawings
Electrical Wiring|Residential Wiring|Commercial Wiring
Conduit Bending|Conduit|EMT Conduit
PLC|PLCs|Programmable Logic Controllers|PLC Programming
HVAC|HVAC-R|HVACR|HVAC/R
EPA 608|EPA Section 608|EPA 608 Certification|EPA Universal
Refrigeration
Plumbing|Pipefitting|Pipe Fitting
Welding|Welder|Structural Welding
MIG Welding|MIG|GMAW
TIG Welding|TIG|GTAW
Stick Welding|SMAW
Carpentry|Finish Carpentry|Rough Carpentry
Framing|Wood Framing|Metal Framing
Drywall
Roofing
Masonry
Concrete Work|Concrete Finishing|Concrete Forming
Forklift|Forklift Certification|Forklift Operation|Forklift Operator|Forklift Certified|Powered Industrial Truck
Power Tools
Hand Tools
Troubleshooting|Electrical Troubleshooting
Preventive Maintenance|Preventative Maintenance|PM Schedules
Lockout/Tagout|LOTO|Lockout Tagout|Lock Out Tag Out
Hydraulics|Hydraulic Systems
Pneumatics|Pneumatic Systems
Motor Controls|Motor Control
CNC|CNC Machining|CNC Operation|CNC Programming
Fabrication|Metal Fabrication
NCCER
First Aid
Heavy Equipment|Heavy Equipment Operation
Crane Operation|NCCCO|Crane Operator
Scaffolding
Confined Space|Confined Space Entry
Fall Protection
Low Voltage
Solar Installation|NABCEP|Solar PV
ASE|ASE Certification|ASE Certified
Automotive Repair|Auto Repair
Diesel Mechanics|Diesel Repair|Diesel Engines`,

  logistics: `CDL|Commercial Driver's License|Commercial Drivers License|Commercial Driver License|CDL-A|CDL Class A|Class A CDL|CDL-B|Class B CDL|CDL Class B
CDL-A|CDL Class A|Class A CDL|Class A Commercial Driver's License
Hazmat|HazMat Endorsement|Hazmat Endorsement|Hazardous Materials|H Endorsement
Tanker Endorsement|N Endorsement
DOT Regulations|DOT|FMCSA|FMCSA Regulations|DOT Compliance
ELD|Electronic Logging Device|Electronic Logging Devices|ELDs
Hours of Service|HOS
DOT Medical Card|DOT Physical|Medical Card
WMS|Warehouse Management System|Warehouse Management Systems|Warehouse Management
Inventory Management|Inventory Control|Inventory
Cycle Counting|Cycle Counts|Cycle Count
RF Scanner|RF Scanners|RF Scanning|RF Gun
Pick and Pack|Order Picking|Picking and Packing
Shipping and Receiving|Shipping & Receiving
Supply Chain Management|Supply Chain|SCM
Procurement|Purchasing|Strategic Sourcing
Demand Planning|Demand Forecasting
Freight Forwarding
Freight Brokerage|Freight Broker
TMS|Transportation Management System|Transportation Management Systems
Route Planning|Route Optimization
Dispatching|Dispatch|Fleet Dispatch
Fleet Management
3PL|Third-Party Logistics|Third Party Logistics
Last-Mile Delivery|Last Mile Delivery|Last-Mile
Customs Clearance|Customs Brokerage|Customs Compliance
Incoterms
Import/Export|Importing and Exporting
Kaizen|Continuous Improvement
5S
Pallet Jack|Electric Pallet Jack
Reach Truck
Order Fulfillment|Fulfillment
Vendor Management|Supplier Management
S&OP|Sales and Operations Planning
ERP|Enterprise Resource Planning
Load Planning|Load Building
Clean Driving Record|Clean MVR|Safe Driving Record`,

  education: `Lesson Planning|Lesson Plans|Lesson Plan
Curriculum Development|Curriculum Design|Curriculum Writing
Classroom Management
Differentiated Instruction|Differentiated Learning
IEP|IEPs|Individualized Education Program|Individualized Education Programs|Individualized Education Plan
Special Education|SPED
ESL|ELL|English as a Second Language|English Language Learners|ESOL|TESOL|TEFL|ENL
Teaching License|Teaching Certificate|Teaching Credential|Teacher Certification|State Teaching License|Teaching Certification
Common Core|Common Core State Standards
Formative Assessment|Formative Assessments|Summative Assessment|Student Assessment|Assessment Design
Google Classroom
Canvas LMS|Canvas
Blackboard
Schoology
Moodle
LMS|Learning Management System|Learning Management Systems
Instructional Design|Instructional Designer
ADDIE
Articulate Storyline|Articulate 360|Storyline
E-Learning|eLearning|Online Learning
STEM|STEAM
Project-Based Learning|PBL
Early Childhood Education|Early Childhood|ECE
Literacy Instruction|Reading Instruction|Guided Reading|Phonics
Reading Intervention|RTI|Response to Intervention|MTSS
Behavior Management|Behavior Intervention|PBIS|Positive Behavior Support
Parent Communication|Family Engagement|Parent-Teacher Conferences
Tutoring
Student Engagement
Data-Driven Instruction|Data-Driven Decision Making
SMART Board|Smartboard|Interactive Whiteboard
Algebra
Geometry
Calculus
Biology
Chemistry`,

  marketing: `SEO|Search Engine Optimization|Search Engine Optimisation
SEM|Search Engine Marketing
PPC|Pay-Per-Click|Paid Search|Pay Per Click
Paid Social|Paid Social Media|Social Advertising|Social Ads
Social Media Marketing|Social Media|Social Media Management|Organic Social
Email Marketing|Lifecycle Email|Lifecycle Marketing|Email Nurture|Nurture Campaigns|Nurture Streams|Email Campaigns
Marketing Automation|Marketing Automation Platform
Demand Generation|Demand Gen
Lead Generation|Lead Gen
Account-Based Marketing|ABM|Account Based Marketing
Lead Scoring
Lead Routing
Marketing Analytics
Marketing Operations|Marketing Ops|MOPs
Brand Marketing|Brand Management|Brand Strategy|Branding
Influencer Marketing|Influencer Campaigns|Influencer Partnerships|Creator Partnerships
Community Management|Community Building
Social Listening
Product Marketing
Go-to-Market|GTM Strategy|Go-to-Market Strategy|Product Launches|Product Launch
Content Syndication
Webinars|Webinar
Event Marketing|Trade Shows|Field Marketing
Storytelling|Brand Storytelling
Public Relations|PR|Media Relations|Press Releases
Media Buying|Programmatic Advertising|Programmatic
Conversion Rate Optimization|CRO
A/B Testing|Split Testing|A/B Tests|AB Testing|Multivariate Testing
Pardot|Salesforce Pardot|Marketing Cloud Account Engagement
Google Ads|Google AdWords|AdWords
Meta Ads|Meta Ads Manager|Facebook Ads|Facebook Ads Manager|Instagram Ads
TikTok Ads|TikTok Ads Manager
LinkedIn Ads|LinkedIn Campaign Manager|LinkedIn Advertising
6sense
Bombora
Demandbase
Sprout Social
Hootsuite
Brandwatch
Sprinklr
Semrush|SEMrush
Ahrefs
Google Tag Manager
GA4|Google Analytics 4
Adobe Creative Suite|Adobe Creative Cloud|Adobe CC
E-commerce|Ecommerce|eCommerce
Market Research
Customer Segmentation|Segmentation
Marketing Strategy
Campaign Management|Campaign Planning|Multi-Channel Campaigns|Integrated Campaigns
Budget Management|Marketing Budget|Budget Ownership
Attribution|Marketing Attribution|Multi-Touch Attribution`,

  software: `JavaScript|JS|ECMAScript
TypeScript|TS
Kubernetes|K8s
Google Cloud|GCP|Google Cloud Platform
AWS|Amazon Web Services
Azure|Microsoft Azure
Machine Learning|ML
Artificial Intelligence|AI
PostgreSQL|Postgres
Node.js|NodeJS|Node
React|React.js|ReactJS
Vue|Vue.js|VueJS
CI/CD|Continuous Integration|Continuous Delivery|Continuous Deployment
Go|Golang
REST APIs|REST|RESTful APIs|RESTful|REST API
Power BI|PowerBI
Microsoft Office|MS Office|Office 365|Microsoft 365
Excel|Microsoft Excel|MS Excel
Unit Testing|Automated Testing|Test Automation
Salesforce|SFDC|Salesforce CRM`,

  general: `Bilingual|Spanish|Bilingual Spanish
Driver's License|Valid Driver's License|Drivers License|Valid Drivers License|Driver License|Valid Driver License
Data Entry
Scheduling|Appointment Scheduling
Customer Service|Customer Support|Client Service`,
};

export interface VocabularyEntry {
  /** the name shown */
  name: string;
  /** every spelling, the name first */
  spellings: string[];
  field: Field;
}

/** Lower case, one space, no possessive: "Driver's  License" ≈ "driver license". */
function normal(phrase: string): string {
  const lower = phrase.toLowerCase();
  if (!/['’]|\s\s|^\s|\s$/.test(lower)) return lower;
  return phrase
    .trim()
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/\s+/g, " ");
}

const ENTRIES: VocabularyEntry[] = [];
/** lower-cased spelling → entries naming it ("CDL-A" is both a CDL and a Class A CDL) */
const BY_SPELLING = new Map<string, VocabularyEntry[]>();
/** first words of every multi-word spelling, to know when a hyphenated token must stay whole */
const FIRST_WORDS = new Set<string>();

for (const [field, lines] of Object.entries(VOCABULARY) as [Field, string][]) {
  for (const line of lines.split("\n")) {
    const spellings = line
      .split("|")
      .map((s) => s.trim())
      .filter(Boolean);
    if (!spellings.length) continue;
    const entry: VocabularyEntry = { name: spellings[0]!, spellings, field };
    ENTRIES.push(entry);
    for (const spelling of spellings) {
      const key = normal(spelling);
      BY_SPELLING.set(key, [...(BY_SPELLING.get(key) ?? []), entry]);
      FIRST_WORDS.add(key.split(" ")[0]!);
    }
  }
}

/** A spelling written in capitals ("RN", "ICU", "CDL-A") is an abbreviation: only its capitals count. */
export function isAbbreviation(spelling: string): boolean {
  return /^[A-Z0-9&/-]{2,8}s?$/.test(spelling) && /[A-Z]/.test(spelling);
}

/** The vocabulary entry a phrase names, if any (the entry whose own name it is, first). */
export function vocabularyEntry(phrase: string): VocabularyEntry | undefined {
  const key = normal(phrase);
  const entries = BY_SPELLING.get(key);
  if (!entries) return undefined;
  // its own name first, else the most specific entry ("Class A CDL" is a CDL-A before it is a CDL)
  const entry = entries.find((e) => normal(e.name) === key) ?? [...entries].sort((a, b) => a.spellings.length - b.spellings.length)[0]!;
  const spelling = entry.spellings.find((s) => normal(s) === key)!;
  if (isAbbreviation(spelling) && phrase.trim() !== spelling) return undefined;
  return entry;
}

/** A hard skill, licence or certification: the vocabulary first, then the offline writer's skills list. */
export function lookupSkill(phrase: string): { name: string; group: SkillGroup; spellings: string[] } | undefined {
  const entry = vocabularyEntry(phrase);
  if (entry) return { name: entry.name, group: "concept", spellings: entry.spellings };
  const known = knownSkill(phrase);
  if (known) {
    const alias = vocabularyEntry(known.name);
    return { name: known.name, group: known.group, spellings: alias && known.group !== "soft" ? alias.spellings : [known.name] };
  }
  return undefined;
}

/** Whether a word starts some spelling of the vocabulary ("med-surg", "cdl-a" stay whole). */
export function startsSpelling(word: string): boolean {
  return FIRST_WORDS.has(word.toLowerCase()) || knownSkill(word) !== undefined;
}

export function vocabularyEntries(): readonly VocabularyEntry[] {
  return ENTRIES;
}

/**
 * Shared types of the resume parser. Everything here is plain data so it can cross the
 * worker_threads boundary (structured clone).
 */

/** One visually separated run of text on a line (a PDF text run cluster, a tab cell, a "|" part). */
export interface Segment {
  text: string;
  /** left / right edge in points (PDF) or a running index (Word) */
  x: number;
  x2: number;
  bold: boolean;
  /** font size in points (0 when unknown, e.g. Word) */
  size: number;
  /** font key (PDF font name without subset prefix), "" when unknown */
  font: string;
}

export interface Line {
  text: string;
  segments: Segment[];
  page: number;
  x: number;
  /** baseline y from the top of the page (PDF); running index for Word */
  y: number;
  size: number;
  bold: boolean;
  font: string;
  /** the line comes from a page header / footer / text box (Word) */
  region?: "header" | "footer" | "body" | "textbox";
  /** vertical gap to the previous line in this column, in points (0 when unknown) */
  gapBefore?: number;
  /** the line opens a cell of a Word table laying out the page in columns (a sidebar, the main column) */
  cellStart?: boolean;
}

export interface LinkAnnotation {
  url: string;
  page: number;
  /** top of the link rectangle from the page top */
  y: number;
}

export interface ExtractedDocument {
  kind: "pdf" | "docx" | "doc";
  lines: Line[];
  links: LinkAnnotation[];
}

export interface ParsedExperience {
  id: string;
  jobTitle: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  currentJob: boolean;
  description: string;
  achievements: string;
  technologies: string;
}

export interface ParsedEducation {
  id: string;
  degree: string;
  school: string;
  location: string;
  graduationYear: string;
  gpa: string;
  honors: string;
  relevantCoursework: string;
}

export interface ParsedProject {
  id: string;
  title: string;
  description: string;
  technologies: string;
  link: string;
  github: string;
  startDate: string;
  endDate: string;
}

export interface ParsedPersonalInfo {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  country?: string;
  linkedIn?: string;
  portfolio?: string;
  github?: string;
  summary?: string;
  profileImage?: string;
}

export interface ParsedSkills {
  technicalSkills: string;
  softSkills: string;
  tools: string;
  frameworks: string;
}

export interface ParsedAdditionalInfo {
  certifications: string;
  languages: string;
  hobbies: string;
  volunteering: string;
  awards: string;
  publications: string;
}

export interface ParsedResume {
  personalInfo: ParsedPersonalInfo;
  experiences: ParsedExperience[];
  education: ParsedEducation[];
  skills: ParsedSkills;
  projects: ParsedProject[];
  additionalInfo: ParsedAdditionalInfo;
}

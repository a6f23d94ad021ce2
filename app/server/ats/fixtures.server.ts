/** Job postings and resumes for the ATS tests (written for them; not real people or companies). */
import type { ResumeFormData } from "../../lib/resume.ts";

export const BACKEND_POSTING = `Senior Backend Engineer
Northwind Payments is hiring a Senior Backend Engineer to scale our payments platform.

What you will do
- Design and build distributed systems that process millions of payment events
- Own services written in Go and Python running on Kubernetes in AWS
- Improve the reliability of our payment events pipeline with Kafka and PostgreSQL
- Mentor engineers and collaborate with product managers on the payments platform roadmap

Requirements
- 5+ years building backend services with Python or Go
- Experience with PostgreSQL, Kafka, Docker and Kubernetes
- Solid understanding of distributed systems and system design
- Strong communication and stakeholder management skills
- Bachelor's degree in Computer Science or a related field
- Experience with payment events and the payments platform domain is a plus`;

export const NURSE_POSTING = `Registered Nurse - Intensive Care Unit
St. Mary's Hospital is seeking a compassionate Registered Nurse for the intensive care unit.

Responsibilities
- Provide patient care to critically ill patients in the intensive care unit
- Administer medications and monitor vital signs of patients
- Educate patients and families about discharge plans and patient safety
- Maintain accurate patient records in the Epic electronic health records system

Requirements
- Bachelor of Science in Nursing (BSN)
- Current RN license and BLS and ACLS certification
- 2+ years of intensive care unit experience
- Empathy, attention to detail and patient safety focus`;

export const BACKEND_RESUME: ResumeFormData = {
  personalInfo: {
    firstName: "Sam",
    lastName: "Okafor",
    email: "sam.okafor@example.com",
    phone: "+1 555 010 2000",
    city: "Portland",
    state: "OR",
    country: "USA",
    linkedIn: "linkedin.com/in/samokafor",
    summary:
      "Senior Backend Engineer with 7 years of experience building distributed systems for the payments platform. Skilled in Go, Python, PostgreSQL, Kafka, Docker, Kubernetes and AWS.",
  },
  experiences: [
    {
      id: "e1",
      jobTitle: "Senior Backend Engineer",
      company: "Tailwind Pay",
      location: "Portland, OR",
      startDate: "Mar 2020",
      endDate: "",
      currentJob: true,
      description:
        "Design distributed systems that process 30M payment events a day with Go, Kafka and PostgreSQL\nOwn the payments platform roadmap with product managers\nMentor 4 engineers and lead system design reviews",
      achievements: "Cut payment events pipeline latency by 45% on Kubernetes in AWS",
      technologies: "Go, Python, Kafka, PostgreSQL, Docker, Kubernetes, AWS",
    },
    {
      id: "e2",
      jobTitle: "Backend Engineer",
      company: "Ledgerly",
      location: "Seattle, WA",
      startDate: "Jun 2017",
      endDate: "Feb 2020",
      currentJob: false,
      description: "Built Python services for the payments platform serving 2,000 merchants\nImproved reliability of payment events processing to 99.99%",
      achievements: "",
      technologies: "Python, PostgreSQL, Docker",
    },
  ],
  education: [
    {
      id: "ed1",
      degree: "Bachelor of Science in Computer Science",
      school: "Oregon State University",
      location: "Corvallis, OR",
      graduationYear: "2017",
      gpa: "",
      honors: "",
      relevantCoursework: "",
    },
  ],
  skills: {
    technicalSkills: "Go, Python, SQL, Distributed Systems, System Design",
    frameworks: "",
    tools: "Kafka, PostgreSQL, Docker, Kubernetes, AWS",
    softSkills: "Communication, Stakeholder Management, Mentoring, Collaboration",
  },
  projects: [],
  additionalInfo: { certifications: "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" },
};

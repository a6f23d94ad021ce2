/**
 * The resume examples gallery ("Resume example" examples page filter values).
 * Static: each example has a full, realistic sample resume in the form data shape, so 'Use This'
 * opens the builder prefilled (/create?example={id}). Preview images are the template previews
 * (note: the displayed image uses the template preview).
 */
import { galleryTemplate, previewPath } from "./gallery.ts";
import type { PartialResume } from "./resume.ts";

export const INDUSTRIES = ["All", "Technology", "Marketing", "Data Science", "Management", "Design", "Sales"] as const;
export type IndustryFilter = (typeof INDUSTRIES)[number];
export const EXPERIENCE_LEVELS = ["All", "Entry Level", "2-4 Years", "3-5 Years", "5+ Years", "7+ Years"] as const;
export type ExperienceFilter = (typeof EXPERIENCE_LEVELS)[number];

export interface ResumeExample {
  id: string;
  title: string;
  /** The job family shown on the card. */
  category: string;
  experience: Exclude<ExperienceFilter, "All">;
  industry: Exclude<IndustryFilter, "All">;
  description: string;
  /** 4.6 to 4.9. */
  rating: number;
  /** Static download count. */
  downloads: number;
  /** The gallery template it is shown in (app/lib/gallery.ts). */
  templateId: string;
  preview: string;
  /** Why this resume works: the preview's effectiveness bullets. */
  highlights: readonly string[];
  resume: PartialResume;
}

type ExampleInput = Omit<ResumeExample, "preview">;

const example = (input: ExampleInput): ResumeExample => ({ ...input, preview: previewPath(input.templateId) });

export const EXAMPLES: readonly ResumeExample[] = [
  example({
    id: "software-engineer",
    title: "Software Engineer",
    category: "Engineering",
    experience: "3-5 Years",
    industry: "Technology",
    description: "A full-stack engineer's resume that leads with shipped products, measurable performance wins and a focused technology stack.",
    rating: 4.9,
    downloads: 15234,
    templateId: "modern",
    highlights: [
      "Every bullet starts with an action verb and ends with a measurable result",
      "Skills grouped by languages, frameworks and tools for quick ATS matching",
      "Projects section shows initiative beyond the day job",
    ],
    resume: {
      personalInfo: {
        firstName: "Alex",
        lastName: "Chen",
        email: "alex.chen@example.com",
        phone: "+1 (206) 555-0147",
        city: "Seattle",
        state: "WA",
        country: "USA",
        linkedIn: "linkedin.com/in/alexchen-dev",
        github: "github.com/alexchen",
        summary:
          "Full-stack software engineer with 4 years of experience building scalable web applications in TypeScript and Go. Cut page load times by 45% and led the migration of a monolith to services used by 300,000 monthly customers. Enjoys pairing, code review and turning product ideas into reliable features.",
      },
      experiences: [
        {
          id: "swe-exp-1",
          jobTitle: "Software Engineer II",
          company: "Cascade Commerce",
          location: "Seattle, WA",
          startDate: "2022-04",
          endDate: "",
          currentJob: true,
          description:
            "- Led the migration of checkout from a Rails monolith to three Go services, raising availability to 99.95%\n- Reduced median page load time by 45% with server rendering and image optimisation\n- Built a feature-flag service adopted by 8 teams, enabling weekly instead of monthly releases",
          achievements: "Engineering Impact Award, 2023",
          technologies: "TypeScript, React, Go, PostgreSQL, AWS",
        },
        {
          id: "swe-exp-2",
          jobTitle: "Software Engineer",
          company: "BrightPath Learning",
          location: "Remote",
          startDate: "2020-07",
          endDate: "2022-03",
          currentJob: false,
          description:
            "- Developed the lesson editor used by 12,000 teachers, in React with real-time collaboration\n- Wrote an automated accessibility test suite that caught 120 issues before release\n- Mentored two interns who both joined full time",
          achievements: "",
          technologies: "JavaScript, React, Node.js, MongoDB",
        },
      ],
      education: [
        {
          id: "swe-edu-1",
          degree: "B.S. Computer Science",
          school: "University of Washington",
          location: "Seattle, WA",
          graduationYear: "2020",
          gpa: "3.7",
          honors: "Dean's List",
          relevantCoursework: "Data Structures, Distributed Systems, Databases",
        },
      ],
      skills: {
        technicalSkills: "TypeScript, JavaScript, Go, SQL, REST and GraphQL APIs, System design",
        softSkills: "Code review, Mentoring, Cross-team collaboration",
        tools: "AWS, Docker, Terraform, GitHub Actions, Datadog",
        frameworks: "React, Next.js, Node.js, Express",
      },
      projects: [
        {
          id: "swe-prj-1",
          title: "Trailhead",
          description: "- Open-source hiking trip planner with offline maps, 900 GitHub stars",
          technologies: "React Native, TypeScript",
          link: "",
          github: "github.com/alexchen/trailhead",
          startDate: "2021",
          endDate: "2023",
        },
      ],
      additionalInfo: {
        certifications: "AWS Certified Developer – Associate (2022)",
        languages: "English (native), Mandarin (conversational)",
      },
    },
  }),
  example({
    id: "marketing-manager",
    title: "Marketing Manager",
    category: "Marketing",
    experience: "5+ Years",
    industry: "Marketing",
    description: "A growth-focused marketing manager's resume that ties every campaign to pipeline, revenue and return on ad spend.",
    rating: 4.8,
    downloads: 8921,
    templateId: "template-1",
    highlights: [
      "Campaign results expressed in revenue, leads and ROI",
      "Summary positions the candidate for a specific marketing leadership role",
      "Tools section matches the platforms named in job postings",
    ],
    resume: {
      personalInfo: {
        firstName: "Maria",
        lastName: "Lopez",
        email: "maria.lopez@example.com",
        phone: "+1 (312) 555-0199",
        city: "Chicago",
        state: "IL",
        country: "USA",
        linkedIn: "linkedin.com/in/marialopezmarketing",
        summary:
          "Marketing manager with 6 years of experience in B2B SaaS growth. Built a demand-generation engine that grew marketing-sourced pipeline from $2M to $9M in two years. Leads a team of five across content, paid media and marketing operations.",
      },
      experiences: [
        {
          id: "mm-exp-1",
          jobTitle: "Marketing Manager",
          company: "Ledgerly",
          location: "Chicago, IL",
          startDate: "2021-02",
          endDate: "",
          currentJob: true,
          description:
            "- Grew marketing-sourced pipeline from $2M to $9M in 24 months\n- Launched an account-based programme for 150 enterprise targets, winning 18 new logos\n- Cut cost per lead by 32% by rebuilding paid search around intent keywords\n- Manage a team of 5 and a $1.2M annual budget",
          achievements: "",
          technologies: "HubSpot, Salesforce, Google Ads, LinkedIn Ads",
        },
        {
          id: "mm-exp-2",
          jobTitle: "Digital Marketing Specialist",
          company: "Northshore Analytics",
          location: "Evanston, IL",
          startDate: "2018-06",
          endDate: "2021-01",
          currentJob: false,
          description:
            "- Grew organic traffic 210% through a topic-cluster content strategy\n- Ran 40+ A/B tests on landing pages, lifting conversion from 2.1% to 4.6%\n- Produced a monthly webinar series with 1,500 average registrants",
          achievements: "",
          technologies: "WordPress, Google Analytics, Semrush",
        },
      ],
      education: [
        {
          id: "mm-edu-1",
          degree: "B.A. Marketing",
          school: "University of Illinois Urbana-Champaign",
          location: "Champaign, IL",
          graduationYear: "2018",
          honors: "Magna cum laude",
        },
      ],
      skills: {
        technicalSkills: "Demand generation, Account-based marketing, SEO, Paid media, Marketing analytics",
        softSkills: "Team leadership, Storytelling, Stakeholder management",
        tools: "HubSpot, Salesforce, Google Analytics 4, Semrush, Figma",
      },
      projects: [],
      additionalInfo: {
        certifications: "HubSpot Inbound Marketing Certification\nGoogle Ads Search Certification",
        languages: "English (native), Spanish (fluent)",
        awards: "Ledgerly President's Club, 2023",
      },
    },
  }),
  example({
    id: "data-scientist",
    title: "Data Scientist",
    category: "Data & Analytics",
    experience: "2-4 Years",
    industry: "Data Science",
    description: "A data scientist's resume that shows models in production and the business decisions they changed, not just algorithms used.",
    rating: 4.9,
    downloads: 12456,
    templateId: "template-1",
    highlights: [
      "Each model is tied to a business outcome (revenue, churn, cost)",
      "Technical stack listed exactly as recruiters search for it",
      "Education and publications establish analytical depth",
    ],
    resume: {
      personalInfo: {
        firstName: "Priya",
        lastName: "Nair",
        email: "priya.nair@example.com",
        phone: "+1 (617) 555-0164",
        city: "Boston",
        state: "MA",
        country: "USA",
        linkedIn: "linkedin.com/in/priyanair-data",
        github: "github.com/priyanair",
        summary:
          "Data scientist with 3 years of experience building machine-learning models that run in production. Designed a churn model that saved $1.4M in annual revenue and an experimentation platform used for 60+ product tests. Comfortable from SQL to deployment.",
      },
      experiences: [
        {
          id: "ds-exp-1",
          jobTitle: "Data Scientist",
          company: "Harborview Health",
          location: "Boston, MA",
          startDate: "2022-01",
          endDate: "",
          currentJob: true,
          description:
            "- Built a gradient-boosted churn model (AUC 0.87) whose retention campaigns saved $1.4M a year\n- Designed the company's experimentation framework, now used for 60+ A/B tests\n- Automated weekly reporting with dbt and Airflow, saving analysts 10 hours a week",
          achievements: "",
          technologies: "Python, scikit-learn, XGBoost, dbt, Airflow, Snowflake",
        },
        {
          id: "ds-exp-2",
          jobTitle: "Data Analyst",
          company: "Copley Retail Group",
          location: "Boston, MA",
          startDate: "2020-08",
          endDate: "2021-12",
          currentJob: false,
          description: "- Forecast weekly demand for 4,000 products, reducing stock-outs by 18%\n- Built Tableau dashboards used daily by 40 store managers",
          achievements: "",
          technologies: "SQL, Python, Tableau",
        },
      ],
      education: [
        {
          id: "ds-edu-1",
          degree: "M.S. Data Science",
          school: "Northeastern University",
          location: "Boston, MA",
          graduationYear: "2020",
          gpa: "3.9",
          relevantCoursework: "Machine Learning, Statistical Inference, Causal Inference",
        },
      ],
      skills: {
        technicalSkills: "Python, SQL, R, Machine learning, A/B testing, Time-series forecasting",
        softSkills: "Communicating results to executives, Problem framing",
        tools: "Snowflake, dbt, Airflow, Tableau, Git",
        frameworks: "scikit-learn, XGBoost, PyTorch, pandas",
      },
      projects: [],
      additionalInfo: {
        publications: "“Uplift models for retention”, Boston Data Science Meetup, 2023",
        certifications: "TensorFlow Developer Certificate (2021)",
      },
    },
  }),
  example({
    id: "project-manager",
    title: "Project Manager",
    category: "Management",
    experience: "7+ Years",
    industry: "Management",
    description: "A senior project manager's resume built around budgets, timelines and teams delivered — the three numbers hiring managers look for.",
    rating: 4.7,
    downloads: 9876,
    templateId: "executive",
    highlights: [
      "Scope of every project stated in budget, team size and duration",
      "Certifications (PMP, Scrum) placed where screeners look first",
      "Leadership outcomes, not just responsibilities",
    ],
    resume: {
      personalInfo: {
        firstName: "James",
        lastName: "Whitfield",
        email: "james.whitfield@example.com",
        phone: "+1 (404) 555-0121",
        city: "Atlanta",
        state: "GA",
        country: "USA",
        linkedIn: "linkedin.com/in/jameswhitfieldpm",
        summary:
          "PMP-certified project manager with 9 years of experience delivering technology and infrastructure programmes of up to $25M. Known for bringing late projects back on schedule, building calm, accountable teams and keeping executives informed without surprises.",
      },
      experiences: [
        {
          id: "pm-exp-1",
          jobTitle: "Senior Project Manager",
          company: "Meridian Logistics",
          location: "Atlanta, GA",
          startDate: "2019-05",
          endDate: "",
          currentJob: true,
          description:
            "- Delivered a $25M warehouse-automation programme across 6 sites two weeks ahead of schedule\n- Led 45 people across engineering, operations and three vendors\n- Introduced a risk register and weekly steering reviews that cut change requests by 30%",
          achievements: "Promoted from Project Manager in 2021",
          technologies: "",
        },
        {
          id: "pm-exp-2",
          jobTitle: "Project Manager",
          company: "Peachtree Systems",
          location: "Atlanta, GA",
          startDate: "2015-03",
          endDate: "2019-04",
          currentJob: false,
          description:
            "- Managed 12 software implementations for hospital clients, each $1–3M\n- Recovered a failing ERP rollout, bringing it live within 8% of the revised budget\n- Standardised project templates adopted by the whole PMO",
          achievements: "",
          technologies: "",
        },
      ],
      education: [
        {
          id: "pm-edu-1",
          degree: "B.B.A. Operations Management",
          school: "Georgia State University",
          location: "Atlanta, GA",
          graduationYear: "2014",
        },
      ],
      skills: {
        technicalSkills: "Programme management, Budgeting and forecasting, Risk management, Vendor management, Agile and waterfall delivery",
        softSkills: "Executive communication, Negotiation, Conflict resolution, Coaching",
        tools: "Jira, MS Project, Smartsheet, Confluence, Power BI",
      },
      projects: [],
      additionalInfo: {
        certifications: "Project Management Professional (PMP), PMI\nCertified ScrumMaster (CSM)",
        volunteering: "Project lead, Atlanta Habitat for Humanity build days (2018 – present)",
      },
    },
  }),
  example({
    id: "ux-designer",
    title: "UX Designer",
    category: "Design",
    experience: "3-5 Years",
    industry: "Design",
    description: "A UX designer's resume that pairs a clean, creative layout with research-driven results and a link to the portfolio.",
    rating: 4.8,
    downloads: 7654,
    templateId: "template-3",
    highlights: [
      "Design impact shown with usability and conversion metrics",
      "Portfolio link in the header, where reviewers expect it",
      "Process words (research, prototyping, testing) that match UX postings",
    ],
    resume: {
      personalInfo: {
        firstName: "Sofia",
        lastName: "Rossi",
        email: "sofia.rossi@example.com",
        phone: "+1 (415) 555-0186",
        city: "San Francisco",
        state: "CA",
        country: "USA",
        linkedIn: "linkedin.com/in/sofiarossiux",
        portfolio: "https://sofiarossi.design",
        summary:
          "UX designer with 4 years of experience turning research into simple, accessible products. Redesigned a mobile onboarding flow that lifted activation by 27%. Works closely with engineers and product managers from discovery to launch.",
      },
      experiences: [
        {
          id: "ux-exp-1",
          jobTitle: "UX Designer",
          company: "Fintrail",
          location: "San Francisco, CA",
          startDate: "2021-09",
          endDate: "",
          currentJob: true,
          description:
            "- Redesigned mobile onboarding, raising activation by 27% and cutting support tickets by 15%\n- Ran 30+ usability sessions and turned findings into a prioritised roadmap\n- Built the first design system, now used across 4 product teams",
          achievements: "",
          technologies: "Figma, Maze, Dovetail",
        },
        {
          id: "ux-exp-2",
          jobTitle: "Junior Product Designer",
          company: "Studio Nine",
          location: "Oakland, CA",
          startDate: "2020-01",
          endDate: "2021-08",
          currentJob: false,
          description: "- Designed responsive websites for 15 clients in retail and hospitality\n- Introduced WCAG 2.1 AA checks into every design review",
          achievements: "",
          technologies: "Figma, Webflow",
        },
      ],
      education: [
        {
          id: "ux-edu-1",
          degree: "B.F.A. Interaction Design",
          school: "California College of the Arts",
          location: "San Francisco, CA",
          graduationYear: "2019",
        },
      ],
      skills: {
        technicalSkills: "User research, Interaction design, Prototyping, Usability testing, Accessibility (WCAG)",
        softSkills: "Facilitation, Presenting to stakeholders, Collaboration with engineers",
        tools: "Figma, FigJam, Maze, Dovetail, Webflow",
      },
      projects: [
        {
          id: "ux-prj-1",
          title: "Open Transit Map",
          description: "- Volunteer redesign of a city transit map tested with 40 riders, including screen-reader users",
          technologies: "Figma",
          link: "https://sofiarossi.design/transit",
          github: "",
          startDate: "2022",
          endDate: "2022",
        },
      ],
      additionalInfo: {
        certifications: "Google UX Design Certificate",
        languages: "English (fluent), Italian (native)",
      },
    },
  }),
  example({
    id: "sales-representative",
    title: "Sales Representative",
    category: "Sales",
    experience: "Entry Level",
    industry: "Sales",
    description: "An entry-level sales resume that turns internships, part-time work and campus roles into proof of drive and results.",
    rating: 4.6,
    downloads: 6543,
    templateId: "professional",
    highlights: [
      "Quota-style numbers from internships and part-time work",
      "Transferable skills front and centre for a first sales role",
      "Clear, traditional layout that every ATS reads",
    ],
    resume: {
      personalInfo: {
        firstName: "Kenji",
        lastName: "Watanabe",
        email: "kenji.watanabe@example.com",
        phone: "+1 (512) 555-0173",
        city: "Austin",
        state: "TX",
        country: "USA",
        linkedIn: "linkedin.com/in/kenjiwatanabe",
        summary:
          "Motivated business graduate starting a career in B2B sales. Exceeded targets in a sales internship by 120% and led a campus fundraising team that raised $48,000. Confident on the phone, quick to learn a product and persistent in follow-up.",
      },
      experiences: [
        {
          id: "sr-exp-1",
          jobTitle: "Sales Development Intern",
          company: "Lonestar Software",
          location: "Austin, TX",
          startDate: "2024-06",
          endDate: "2024-08",
          currentJob: false,
          description:
            "- Booked 34 qualified meetings in 10 weeks, 120% of the intern target\n- Researched and built a list of 400 mid-market prospects in Salesforce\n- Wrote a cold-email sequence with a 38% open rate, adopted by the full SDR team",
          achievements: "",
          technologies: "Salesforce, Outreach, LinkedIn Sales Navigator",
        },
        {
          id: "sr-exp-2",
          jobTitle: "Retail Sales Associate",
          company: "Summit Outdoor Supply",
          location: "Austin, TX",
          startDate: "2022-09",
          endDate: "2024-05",
          currentJob: false,
          description:
            "- Top seller in store for 5 of 12 months, averaging $14,000 in monthly sales\n- Trained 6 new associates on product knowledge and upselling",
          achievements: "",
          technologies: "",
        },
      ],
      education: [
        {
          id: "sr-edu-1",
          degree: "B.B.A. Marketing and Professional Sales",
          school: "The University of Texas at Austin",
          location: "Austin, TX",
          graduationYear: "2025",
          gpa: "3.5",
          honors: "Professional Sales Competition, 2nd place",
        },
      ],
      skills: {
        technicalSkills: "Prospecting, Cold calling, Discovery calls, CRM hygiene, Pipeline management",
        softSkills: "Active listening, Resilience, Persuasive communication",
        tools: "Salesforce, HubSpot, Outreach, LinkedIn Sales Navigator",
      },
      projects: [],
      additionalInfo: {
        volunteering: "Fundraising lead, Longhorn Dance Marathon – raised $48,000 (2023)",
        languages: "English (native), Japanese (fluent)",
      },
    },
  }),
  example({
    id: "junior-web-developer",
    title: "Junior Web Developer",
    category: "Engineering",
    experience: "Entry Level",
    industry: "Technology",
    description: "A first developer resume that puts projects and a bootcamp capstone first, so hiring managers see working code before job titles.",
    rating: 4.7,
    downloads: 5432,
    templateId: "modern",
    highlights: [
      "Projects with live links replace missing work experience",
      "Technologies listed per project, so every keyword has context",
      "Short summary stating the exact role wanted",
    ],
    resume: {
      personalInfo: {
        firstName: "Amara",
        lastName: "Okafor",
        email: "amara.okafor@example.com",
        phone: "+1 (720) 555-0135",
        city: "Denver",
        state: "CO",
        country: "USA",
        github: "github.com/amaraokafor",
        portfolio: "https://amaraokafor.dev",
        summary:
          "Junior web developer with a full-stack bootcamp certificate and three deployed projects. Writes accessible, tested React and Node.js code and is looking for a first front-end or full-stack role on a collaborative team.",
      },
      experiences: [
        {
          id: "jwd-exp-1",
          jobTitle: "Freelance Web Developer",
          company: "Self-employed",
          location: "Denver, CO",
          startDate: "2024-03",
          endDate: "",
          currentJob: true,
          description:
            "- Built and launched websites for 4 local businesses, raising online bookings by up to 60%\n- Achieved Lighthouse accessibility scores of 100 on every site",
          achievements: "",
          technologies: "React, Next.js, Tailwind CSS",
        },
      ],
      education: [
        {
          id: "jwd-edu-1",
          degree: "Full-Stack Web Development Certificate",
          school: "Turing School of Software & Design",
          location: "Denver, CO",
          graduationYear: "2024",
          relevantCoursework: "JavaScript, React, Node.js, Testing, SQL",
        },
        {
          id: "jwd-edu-2",
          degree: "B.A. Psychology",
          school: "University of Colorado Denver",
          location: "Denver, CO",
          graduationYear: "2021",
        },
      ],
      skills: {
        technicalSkills: "JavaScript, TypeScript, HTML, CSS, SQL, Accessibility",
        softSkills: "Pair programming, Clear written communication, Curiosity",
        tools: "Git, GitHub Actions, Vercel, Jest, Playwright",
        frameworks: "React, Next.js, Node.js, Express, Tailwind CSS",
      },
      projects: [
        {
          id: "jwd-prj-1",
          title: "PantryPal",
          description:
            "- Recipe planner that suggests meals from what is in the fridge; 200 weekly users\n- End-to-end tested with Playwright, deployed with CI",
          technologies: "Next.js, TypeScript, PostgreSQL",
          link: "https://pantrypal.example.com",
          github: "github.com/amaraokafor/pantrypal",
          startDate: "2024-01",
          endDate: "2024-04",
        },
        {
          id: "jwd-prj-2",
          title: "Trailboard",
          description: "- Real-time trail conditions board built as the bootcamp capstone with a team of 3",
          technologies: "React, Node.js, WebSockets",
          link: "",
          github: "github.com/amaraokafor/trailboard",
          startDate: "2023-11",
          endDate: "2023-12",
        },
      ],
      additionalInfo: {},
    },
  }),
  example({
    id: "senior-product-designer",
    title: "Senior Product Designer",
    category: "Design",
    experience: "7+ Years",
    industry: "Design",
    description: "A senior designer's resume that shows design leadership: systems, strategy and the teams grown along the way.",
    rating: 4.8,
    downloads: 4321,
    templateId: "template-3",
    highlights: [
      "Leadership scope (teams, systems, strategy) in every role",
      "Business outcomes next to design decisions",
      "Concise enough for a two-minute portfolio review",
    ],
    resume: {
      personalInfo: {
        firstName: "Hannah",
        lastName: "Becker",
        email: "hannah.becker@example.com",
        phone: "+1 (503) 555-0158",
        city: "Portland",
        state: "OR",
        country: "USA",
        portfolio: "https://hannahbecker.studio",
        linkedIn: "linkedin.com/in/hannahbecker",
        summary:
          "Senior product designer with 10 years of experience leading design for consumer and B2B products. Built and scaled a design system across 9 teams and led a checkout redesign worth $6M in annual revenue. Coaches designers and partners with product leadership on strategy.",
      },
      experiences: [
        {
          id: "spd-exp-1",
          jobTitle: "Senior Product Designer",
          company: "Evergreen Market",
          location: "Portland, OR",
          startDate: "2019-01",
          endDate: "",
          currentJob: true,
          description:
            "- Led the checkout redesign that lifted conversion by 11%, worth $6M a year\n- Created and governed a design system used by 9 product teams\n- Hired and mentored 4 designers, two promoted to senior",
          achievements: "",
          technologies: "Figma, Storybook",
        },
        {
          id: "spd-exp-2",
          jobTitle: "Product Designer",
          company: "Riverbend Software",
          location: "Portland, OR",
          startDate: "2014-06",
          endDate: "2018-12",
          currentJob: false,
          description: "- Designed a scheduling product from zero to 5,000 paying clinics\n- Ran quarterly research programmes with 60+ customer interviews",
          achievements: "",
          technologies: "Sketch, InVision",
        },
      ],
      education: [
        {
          id: "spd-edu-1",
          degree: "B.A. Graphic Design",
          school: "Portland State University",
          location: "Portland, OR",
          graduationYear: "2014",
        },
      ],
      skills: {
        technicalSkills: "Product strategy, Design systems, Interaction design, Prototyping, Research synthesis",
        softSkills: "Design leadership, Mentoring, Workshop facilitation",
        tools: "Figma, Storybook, Maze, Miro",
      },
      projects: [],
      additionalInfo: {
        awards: "Webby Award honoree, Best Commerce Experience (2022)",
        publications: "“Design systems that teams actually use”, Config 2023 talk",
      },
    },
  }),
  example({
    id: "sales-manager",
    title: "Sales Manager",
    category: "Sales",
    experience: "5+ Years",
    industry: "Sales",
    description: "A sales manager's resume that proves leadership with team quota attainment, revenue growth and repeatable playbooks.",
    rating: 4.7,
    downloads: 3890,
    templateId: "template-2",
    highlights: [
      "Team attainment and revenue growth in the first line of each role",
      "Shows coaching and hiring, not only personal numbers",
      "Executive layout that signals seniority",
    ],
    resume: {
      personalInfo: {
        firstName: "Daniel",
        lastName: "Moreno",
        email: "daniel.moreno@example.com",
        phone: "+1 (602) 555-0142",
        city: "Phoenix",
        state: "AZ",
        country: "USA",
        linkedIn: "linkedin.com/in/danielmorenosales",
        summary:
          "Sales manager with 7 years in SaaS sales, the last 3 leading a team of 8 account executives. Grew regional revenue from $4.2M to $7.9M and raised team quota attainment from 72% to 104%. Builds playbooks, hires well and coaches every week.",
      },
      experiences: [
        {
          id: "sm-exp-1",
          jobTitle: "Regional Sales Manager",
          company: "Cactus Cloud",
          location: "Phoenix, AZ",
          startDate: "2022-01",
          endDate: "",
          currentJob: true,
          description:
            "- Grew regional revenue from $4.2M to $7.9M in 3 years\n- Raised team quota attainment from 72% to 104% with weekly deal reviews and call coaching\n- Hired 5 account executives; first-year retention 100%",
          achievements: "",
          technologies: "Salesforce, Gong, Clari",
        },
        {
          id: "sm-exp-2",
          jobTitle: "Account Executive",
          company: "Saguaro Payroll",
          location: "Tempe, AZ",
          startDate: "2018-03",
          endDate: "2021-12",
          currentJob: false,
          description: "- Closed $1.6M in new annual recurring revenue, 118% of quota on average\n- Won the company's largest deal of 2020 ($310K ARR)",
          achievements: "President's Club 2019 and 2020",
          technologies: "Salesforce, Outreach",
        },
      ],
      education: [
        {
          id: "sm-edu-1",
          degree: "B.S. Business Administration",
          school: "Arizona State University",
          location: "Tempe, AZ",
          graduationYear: "2017",
        },
      ],
      skills: {
        technicalSkills: "Sales leadership, Forecasting, MEDDICC, Pipeline management, Territory planning",
        softSkills: "Coaching, Hiring, Negotiation",
        tools: "Salesforce, Gong, Clari, Outreach",
      },
      projects: [],
      additionalInfo: {
        awards: "President's Club (2019, 2020)",
        languages: "English (native), Spanish (native)",
      },
    },
  }),
  example({
    id: "marketing-coordinator",
    title: "Marketing Coordinator",
    category: "Marketing",
    experience: "2-4 Years",
    industry: "Marketing",
    description: "A marketing coordinator's resume that shows organised execution: campaigns shipped on time, content calendars and social growth.",
    rating: 4.6,
    downloads: 4102,
    templateId: "template-1",
    highlights: [
      "Execution metrics: campaigns shipped, audience growth, engagement",
      "Tool stack that matches coordinator job descriptions",
      "Clean single-column layout for fast reading",
    ],
    resume: {
      personalInfo: {
        firstName: "Chloe",
        lastName: "Martin",
        email: "chloe.martin@example.com",
        phone: "+1 (615) 555-0128",
        city: "Nashville",
        state: "TN",
        country: "USA",
        linkedIn: "linkedin.com/in/chloemartinmarketing",
        summary:
          "Marketing coordinator with 3 years of experience running content calendars, email campaigns and social channels for consumer brands. Grew Instagram followers from 8,000 to 41,000 and kept 50+ campaigns a year on schedule.",
      },
      experiences: [
        {
          id: "mc-exp-1",
          jobTitle: "Marketing Coordinator",
          company: "Honeybee Home Goods",
          location: "Nashville, TN",
          startDate: "2022-05",
          endDate: "",
          currentJob: true,
          description:
            "- Coordinate 50+ campaigns a year across email, social and in-store\n- Grew Instagram followers from 8,000 to 41,000 with a creator partnership programme\n- Raised email click-through from 2.4% to 3.9% through segmentation and subject-line testing",
          achievements: "",
          technologies: "Klaviyo, Canva, Later, Shopify",
        },
        {
          id: "mc-exp-2",
          jobTitle: "Marketing Assistant",
          company: "Music City Events",
          location: "Nashville, TN",
          startDate: "2021-06",
          endDate: "2022-04",
          currentJob: false,
          description: "- Promoted 30 live events, selling out 12\n- Managed a $40,000 paid social budget",
          achievements: "",
          technologies: "Meta Ads Manager, Mailchimp",
        },
      ],
      education: [
        {
          id: "mc-edu-1",
          degree: "B.S. Communication",
          school: "Belmont University",
          location: "Nashville, TN",
          graduationYear: "2021",
        },
      ],
      skills: {
        technicalSkills: "Content calendars, Email marketing, Social media, Copywriting, Basic analytics",
        softSkills: "Organisation, Deadline management, Collaboration with creatives",
        tools: "Klaviyo, Mailchimp, Canva, Later, Meta Ads Manager, Shopify",
      },
      projects: [],
      additionalInfo: {
        certifications: "Meta Certified Digital Marketing Associate",
      },
    },
  }),
];

export function getExample(id: string | null | undefined): ResumeExample | undefined {
  return EXAMPLES.find((e) => e.id === id);
}

/** The sample resume of one example, for the builder's ?example= prefill; null for unknown ids. */
export function exampleResume(id: string | null | undefined): PartialResume | null {
  const found = getExample(id);
  return found ? structuredClone(found.resume) : null;
}

export function resolveIndustry(value: unknown): IndustryFilter {
  return typeof value === "string" && (INDUSTRIES as readonly string[]).includes(value) ? (value as IndustryFilter) : "All";
}

export function resolveExperience(value: unknown): ExperienceFilter {
  return typeof value === "string" && (EXPERIENCE_LEVELS as readonly string[]).includes(value) ? (value as ExperienceFilter) : "All";
}

export function filterExamples(industry: IndustryFilter, experience: ExperienceFilter): ResumeExample[] {
  return EXAMPLES.filter((e) => (industry === "All" || e.industry === industry) && (experience === "All" || e.experience === experience));
}

/** The template name an example is shown in. */
export function exampleTemplateName(e: ResumeExample): string {
  return galleryTemplate(e.templateId)?.name ?? e.templateId;
}

/** 15234 → "15.2K", 987 → "987" */
export function formatDownloads(n: number): string {
  return n >= 1000 ? `${(n / 1000).toFixed(1).replace(/\.0$/, "")}K` : String(n);
}

/** The AI generator's limits and its four example prompts (/prompt). */
export const PROMPT_MAX_LENGTH = 2000;
export const PROMPT_REQUIRED_TITLE = "Prompt Required";
export const PROMPT_REQUIRED_TEXT = "Please describe what kind of resume you need.";
/** The refusal of an empty prompt as one message (the /api answer's `error`). */
export const PROMPT_REQUIRED = `${PROMPT_REQUIRED_TITLE}: ${PROMPT_REQUIRED_TEXT}`;

export const EXAMPLE_PROMPTS = [
  {
    title: "Software engineer",
    text: "I'm Priya Sharma, a backend software engineer with 5 years of experience. Email priya.sharma@example.com, phone +91 98765 43210, based in Bengaluru. I worked at Flipkart as a Software Engineer from 2019 to 2022, where I built payment APIs in Java and Kafka, then joined Razor Labs in 2022 as a Senior Software Engineer (current), leading a team of 4. I have a B.Tech in Computer Science from IIT Delhi, 2019. Skilled in Java, Go, Kafka, PostgreSQL and AWS.",
  },
  {
    title: "Marketing manager",
    text: "My name is Marcus Johnson, a marketing manager in Chicago. Email marcus.johnson@example.com, phone (312) 555-0147. I was Marketing Manager at BrightCart from 2018 to present, where I grew organic traffic by 120% and managed a $2M budget. Before that I was a Marketing Coordinator at Lumen Media from 2015 to 2018. I studied BA Communications at University of Illinois, 2015. Skills: SEO, Google Analytics, HubSpot, content strategy.",
  },
  {
    title: "Recent graduate",
    text: "I'm Elena García, a recent graduate looking for a junior data analyst role. Email elena.garcia@example.com. I did a BSc in Statistics at University of Leeds, 2024, GPA 3.7. I interned at Northwind Analytics in Summer 2023 as a Data Analyst Intern, building dashboards in Power BI. Skilled in Python, SQL, pandas and Excel.",
  },
  {
    title: "Career change",
    text: "I'm Tom Becker, a former high-school teacher moving into UX design. Email tom.becker@example.com, phone +49 30 1234567, Berlin. I taught mathematics at Goethe Gymnasium from 2014 to 2022, then worked as a Junior UX Designer at Pixelwerk from 2023 to present. I completed a Google UX Design Certificate in 2022 and have a MEd from Humboldt University, 2014. Skills: Figma, user research, prototyping, workshop facilitation.",
  },
] as const;

/** Static landing-page content (SPEC §2 Landing, §3 static content items). */

export const FEATURES = [
  { icon: "⚡", title: "Ready in minutes", description: "Create your CV in 30 seconds with the AI generator, or in under 5 minutes with the guided form." },
  { icon: "✅", title: "ATS-optimized templates", description: "Clean, single-reading-order layouts with standard headings that applicant tracking systems read correctly." },
  { icon: "✨", title: "AI writing help", description: "Turn weak phrases into strong, action-driven bullet points with one click on 'Improve with AI'." },
  { icon: "📄", title: "Import your old resume", description: "Upload a PDF or Word file and we fill in the form for you, field by field." },
  { icon: "🎨", title: "Professional designs", description: "Six templates with fonts, colours and layouts you can customize to fit your industry." },
  { icon: "🔒", title: "Private by design", description: "GDPR and CCPA compliant. No signup required, and you can download or delete your data at any time." },
] as const;

export const STEPS = [
  { number: 1, title: "Fill the form", description: "Enter your details or upload your existing resume to fill the form automatically." },
  { number: 2, title: "AI enhancement", description: "Let AI polish your summary, experience and skills with stronger, ATS-friendly wording." },
  { number: 3, title: "Download CV", description: "Pick a template, preview it and download your CV, ready to print or save as PDF." },
] as const;

export const FAQ = [
  { question: "Is the resume builder really free?", answer: "Yes. The Free plan lets you create and download one CV with a basic template. Paid plans remove the watermark and add regenerations and premium features." },
  { question: "What does ATS-friendly mean?", answer: "Applicant tracking systems read your CV before a person does. Our templates keep one reading order, standard section headings and real text, so the software reads every field correctly." },
  { question: "Can I upload my existing resume?", answer: "Yes. Upload a PDF, DOCX or DOC file up to 10 MB and we fill the form with what we find. You check the result and edit anything." },
  { question: "How does the AI improve my CV?", answer: "It rewrites weak openers into strong action verbs, removes first-person pronouns, tightens your summary and groups your skills, using only the facts you gave." },
  { question: "What is the difference between Fast Pass and Pro?", answer: "Fast Pass ($5 one-time) removes the watermark, gives 3 regenerations and basic ATS checks. Pro ($9 per month) adds unlimited regenerations, AI cover letters, LinkedIn bio help, advanced ATS scoring and Word export." },
  { question: "Do I need to create an account?", answer: "No signup required. Your work is tied to this browser, and you can download or delete everything we store about you." },
  { question: "How do I get a PDF?", answer: "Download your CV and open it in your browser, then choose Print and 'Save as PDF'. The layout is made for A4 and Letter paper." },
  { question: "Can I change the template later?", answer: "Yes. Open the preview and choose 'Change Template', or pick a different format on the create page at any time." },
  { question: "Is my data safe?", answer: "We store only what you enter, never sell it, and follow GDPR and CCPA. You can export or delete your data whenever you want." },
  { question: "What is your refund policy?", answer: "Pro comes with a 7-day money-back guarantee. Fast Pass purchases are final." },
] as const;

export const TESTIMONIALS = [
  { name: "Priya Sharma", role: "Software Engineer", initials: "PS", content: "I uploaded my old PDF and had a clean, ATS-friendly CV in minutes. I got three interview calls the following week." },
  { name: "Marcus Johnson", role: "Marketing Manager", initials: "MJ", content: "The AI suggestions turned my vague bullet points into achievements. Recruiters finally understood what I did." },
  { name: "Elena García", role: "Data Analyst", initials: "EG", content: "Simple, fast and the templates look professional. Switching templates without retyping anything is a lifesaver." },
] as const;

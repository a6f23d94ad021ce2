/**
 * Parse accuracy through the real parser, on thirty-six corpora:
 *   - ../shared/eval (dev truth), when present: starts bench/parse-eval.ts as a server and runs the
 *     corpus's own scorer against it;
 *   - the generated corpus of tests/fixtures/parse/corpus (always): parsed in this process and
 *     scored by tests/setup/parse-score.ts (the same scoring, kept in the repo). The parser was
 *     fixed while reading its failures, so its figure is a training score;
 *   - the held-out generated corpus of tests/fixtures/parse/heldout (always): other people and
 *     layouts, never used to tune the parser, scored the same way — the generalisation figure;
 *   - the second held-out corpus of tests/fixtures/parse/heldout-2 (always): still other people,
 *     countries, layouts and date styles, made before the parser was fixed after the first
 *     held-out corpus's failures, so its first figure measured what neither corpus taught (the
 *     parser has since been fixed on its failures: it now trains as much as it measures);
 *   - the third held-out corpus of tests/fixtures/parse/heldout-3 (always): people, trades,
 *     countries, headings, layouts and date styles none of the others uses, measured before the
 *     parser was fixed after the second held-out corpus's failures (the parser has since been
 *     fixed on its own failures too: it now trains as much as it measures);
 *   - the fourth held-out corpus of tests/fixtures/parse/heldout-4 (always): people, trades,
 *     countries, name styles, headings, layouts and date styles none of the others uses, made
 *     after the parser was fixed on the third corpus's failures, so its first figure (77.9 %)
 *     measured what none of the others taught (the parser has since been fixed on its own failures
 *     too: it now trains as much as it measures);
 *   - the fifth held-out corpus of tests/fixtures/parse/heldout-5 (always): people, trades,
 *     countries, name styles (letters after the name, "Dr", a middle initial), headings, layouts
 *     (a Lebenslauf, roles grouped under their employer, an academic CV, a US federal resume) and
 *     date styles (seasons, "since 03/2020", "2018 to date") none of the others uses, written
 *     without reading the parser, so its first figure (57.2 %) measured what no corpus taught (the
 *     parser has since been fixed on its entry-structure failures: it now trains as much as it
 *     measures);
 *   - the sixth held-out corpus of tests/fixtures/parse/heldout-6 (always): people, trades,
 *     countries, name styles (a suffix "Jr.", a preferred name in parentheses, an Indian given
 *     name, middle name and surname), layouts modelled on common builders and word processors (a
 *     Canva-style coloured sidebar, Europass, a Kickresume-style timeline, an Indian CV, a
 *     Japanese CV's year / month table, a student resume with projects, a skills matrix, profile
 *     links printed as "LinkedIn" / "GitHub", contacts in a Word page header) and date styles
 *     ("Jan '20–Mar '22", "May–Aug 2025", "Q3 2020", "Jul-2018 – Till now") none of the others
 *     uses, written without reading the parser, so its first figure (72.1 %) measured what none of
 *     the others taught (the parser has since been fixed on its failure classes — sidebar names,
 *     towns in addresses and details columns, timelines, label/value jobs, short date forms,
 *     builders' section titles — so it now trains as much as it measures);
 *   - the seventh held-out corpus of tests/fixtures/parse/heldout-7 (always): mainstream resumes —
 *     ordinary trades (sales, administration, nursing, warehouse, accounting, marketing, software,
 *     retail, teaching assistance, customer service) in the US, UK, Canada, Australia, India, the
 *     Philippines, South Africa and Ireland, in the styles of the commonest free templates (Jake's
 *     Resume, moderncv, Word's own, Google Docs "Serif" / "Spearmint" / "Coral" / "Modern Writer",
 *     Zety, Resume Genius and LiveCareer exports, plain ATS resumes) with the everyday date styles
 *     ("Jan 2020 – Present", "January 2020 - Current", "03/2018 to Current", "Jun. 2021 – Aug.
 *     2023"), written without reading the parser: its first figure (93.0 %, contacts 93.6 %) was the
 *     unseen figure on the documents most users upload (its one class of contact misses, a town
 *     before a region or region code the parser did not know, has since been fixed by reading the
 *     regions of every country from a library);
 *   - the eighth held-out corpus of tests/fixtures/parse/heldout-8 (always): about two thirds
 *     ordinary resumes (a Canva "simple" template, an Indeed-generated resume, resume.io's "Title at
 *     Company, City", Word's "Title | Company | Dates" and tabbed dates, a centred hotel resume, an
 *     accountant's CV with "Career Objective", a Malaysian "Working Experience" resume) and one third
 *     less usual but realistic ones (a two-column design with a dark sidebar, a skills summary
 *     table, an older person's seven-job career, a recent graduate with internships and projects),
 *     for everyday trades in New Zealand, Malaysia, Nigeria, Kenya, Jamaica, Scotland, Wales,
 *     Atlantic Canada and the US Midwest and South, written without reading the parser: its first
 *     figure (92.8 %, contacts 97.3 %, experience fields 95.5 % each, education 76–82 %) was the
 *     unseen score (its failure classes have been fixed since);
 *   - the ninth held-out corpus of tests/fixtures/parse/heldout-9 (always): about two thirds
 *     ordinary resumes (Word's and Google Docs' templates, Canva, Zety, Rezi, the Harvard careers
 *     office's plain resume, and CVs as people write them in Pakistan, Sri Lanka, Vietnam, Egypt,
 *     Chile, the UAE and Poland: "Jan, 2020 – To Date", "Till Date", "03.2020 – present",
 *     "Company: / Position: / Time:" lines, academic qualification tables, a GDPR clause) and one
 *     third less usual but realistic ones (LinkedIn's own "Save to PDF", Europass, a CV with a photo
 *     box and personal details, Enhancv's, Novoresume's and Kickresume's two-column designs, a
 *     sidebar on the right, a functional resume), for everyday trades in Ghana, Egypt, Portugal,
 *     Poland, Chile, Vietnam, Pakistan, Sri Lanka, Trinidad and Tobago, the Netherlands, Germany,
 *     Bangladesh, the UAE, Saudi Arabia and the Bahamas, written without reading the parser: its
 *     first figure (84.3 %, contacts 89.8 %, experience title 75.3 %) was the unseen score (the parser
 *     has since been fixed on its failure classes — LinkedIn's export read column by column, towns
 *     the gazetteer does not know in entries and addresses, labelled and numbered job rows,
 *     employers closed by a legal form — so it now trains as much as it measures).
 *   - the tenth held-out corpus of tests/fixtures/parse/heldout-10 (always): about half resumes in
 *     the styles of the commonest builders and exports (LinkedIn's own "Save to PDF", Indeed's
 *     export, Google Docs' "Swiss" template and a Google Docs resume saved as Word, Word's
 *     "Polished", "Bold" and "Modern chronological" templates, Canva, resume.io, Zety, Novoresume,
 *     Jake's resume, moderncv, plain text-like resumes) and the rest realistic variety (CVs with
 *     references or referees, two-page CVs whose name and contacts repeat in a page header, skills
 *     summary tables, an academic-ish CV with publications, executive resumes with selected
 *     achievements, students' part-time resumes, Japanese, Korean, Nepali, Indonesian and Turkish
 *     CVs in English), for everyday trades in Oregon, Quebec, Alaska, Montana, Hawaii, Puerto Rico,
 *     Northern Ireland, Morocco, Ethiopia, Colombia, Peru, Romania, Ukraine, Turkey, Nepal,
 *     Indonesia, Japan, South Korea, Fiji, Cyprus and Iceland, written without reading the parser:
 *     its first figure (95.0 %, contacts 91.3 %, experience fields 93.3–95.2 %) was the unseen
 *     score (its failure classes have been fixed since).
 *   - the eleventh held-out corpus of tests/fixtures/parse/heldout-11 (always): a sample of what an
 *     ordinary builder's users upload — mostly one-page resumes of retail, hospitality, care, admin,
 *     sales, logistics, trades, IT, teaching and finance workers in the US, the UK, Canada,
 *     Australia, India, the Philippines, Nigeria and South Africa, made in Word (templates or by
 *     hand with tabs), Google Docs, Canva, Indeed's export, resume.io, Zety, Novoresume and LaTeX,
 *     with contact headers in all the usual shapes and the quirks real files have (open-ended jobs,
 *     second pages, objectives, references on request, photos, a student's part-time resume),
 *     written without reading the parser: its first figures (89.1 % before the tenth corpus's
 *     fixes, 89.6 % after; contacts 95.6 %; education 70–72.5 %) were the unseen score (its
 *     failure classes have been fixed since).
 *   - the twelfth held-out corpus of tests/fixtures/parse/heldout-12 (always): another sample of
 *     ordinary users' one- and two-page resumes — retail, hospitality, care, admin, sales,
 *     logistics, trades, IT, teaching, finance, healthcare, customer service and construction
 *     workers in the US, the UK, Ireland, Canada, Australia, New Zealand, India, Pakistan, the
 *     Philippines, Nigeria, Kenya, South Africa, Malaysia, Singapore and the UAE, made in Word,
 *     Google Docs, Canva, a builder's export, LinkedIn's profile PDF and LaTeX, entries led by the
 *     title or by the employer, skills as lists, comma lines and columns, written without reading
 *     the parser: its first figures (88.1 % before the eleventh corpus's fixes, 90.2 % after;
 *     contacts 94.9 %; education 70–80 %) were the unseen score (its failure classes have been
 *     fixed since).
 *   - the thirteenth held-out corpus of tests/fixtures/parse/heldout-13 (always): another sample
 *     of ordinary users' one- and two-page resumes from twenty countries (the US, the UK, Ireland,
 *     Canada, Australia, India, the Philippines, Nigeria, South Africa, Kenya, Ghana, Jamaica,
 *     Germany, the Netherlands, Brazil, Mexico, Egypt, Saudi Arabia, Malaysia, Indonesia,
 *     Vietnam), made in Word, Google Docs, Canva, a builder's export, LinkedIn's profile PDF,
 *     Indeed's resume download and LaTeX, written without reading the parser: its first figures
 *     (93.1 % before the twelfth corpus's fixes, 95.7 % after; contacts 96.6 %; experience 97.2 %)
 *     were the unseen score (its failure classes have been fixed since).
 *   - the fourteenth held-out corpus of tests/fixtures/parse/heldout-14 (always): another sample
 *     of ordinary users' one- and two-page resumes from twenty-six countries (the US, Canada,
 *     Scotland, Wales, New Zealand, South Africa, Zimbabwe, Uganda, Tanzania, Cameroon, India,
 *     Nepal, Sri Lanka, the Philippines, Malaysia, Thailand, Qatar, Jordan, Lebanon, Turkey,
 *     Greece, Spain, Argentina, Peru, Trinidad and Tobago), made in Word, Google Docs, Canva, a
 *     builder's export, LinkedIn's profile PDF, Indeed's resume download and LaTeX, written
 *     without reading the parser: its first figures (95.4 %; 95.8 % when its failure classes began
 *     to be fixed, contacts 96.5 %, towns 81.8 %) were the unseen score (its failure classes have
 *     been fixed since).
 *   - the fifteenth held-out corpus of tests/fixtures/parse/heldout-15 (always): another sample of
 *     ordinary users' one- and two-page resumes — about two thirds everyday Word, Google Docs,
 *     Canva, Indeed and LaTeX resumes, one third a sidebar design, contacts in a table, a CV with a
 *     photo and personal details, "Mobile:" / "Address:" lines, referees and several roles under one
 *     employer — from places none of the fourteenth corpus's people live (Kentucky, New Mexico,
 *     Maine, Wisconsin, Georgia, Manitoba, Nova Scotia, England, Northern Ireland, Ireland,
 *     Queensland, Tasmania, Zambia, Botswana, Namibia, Rwanda, Malawi, Mauritius, Pakistan,
 *     Bangladesh, Cambodia, Oman, Kuwait, Bahrain, Hungary, the Czech Republic, Lithuania, Malta,
 *     Guyana, Barbados, Papua New Guinea), written without reading the parser: its first figures
 *     (97.1 %; 97.3 % when its failure classes began to be fixed, contacts 93.6 %, towns 78.1 %)
 *     were the unseen score (its failure classes have been fixed since).
 *   - the sixteenth held-out corpus of tests/fixtures/parse/heldout-16 (always): another sample of
 *     ordinary users' one- and two-page resumes — about two thirds everyday Word, Google Docs,
 *     Canva, resume.io, Zety, Novoresume, Enhancv, Kickresume and LaTeX resumes, one third a
 *     sidebar with a photo, contacts in a table or in the Word page header, "Mobile:" / "Address:"
 *     lines, a town and country on the right of the header, referees, several roles under one
 *     employer, a career-changer with projects, a graduate with internships and dates in a left
 *     column — from places neither the fourteenth nor the fifteenth corpus's people live (Vermont,
 *     Oklahoma, Iowa, Ohio, Texas, Virginia, Saskatchewan, Ontario, South Australia, Western
 *     Australia, Victoria, Cumbria, Lincolnshire, Ghana, Nigeria, Kenya, Lesotho, Eswatini, Egypt,
 *     the UAE, Saudi Arabia, Indonesia, Vietnam, Singapore, Hong Kong, Brazil, Mexico, Colombia,
 *     Portugal, Poland, Romania, Germany, Jamaica, Belize), written without reading the parser: its
 *     first figures (97.5 %; 98.8 % when its failure classes began to be fixed, contacts 97.8 %,
 *     towns 94.1 %) were the unseen score (its failure classes have been fixed since).
 *   - the seventeenth held-out corpus of tests/fixtures/parse/heldout-17 (always): another sample of
 *     ordinary users' one- and two-page resumes in the same mix (everyday Word, Google Docs, Canva,
 *     builders' and LaTeX resumes; a third with sidebars, contact tables, photo CVs with personal
 *     details, labelled contact lines, referees and several roles under one employer) — from
 *     places none of the fourteenth to sixteenth corpora's people live (Minnesota, Montana,
 *     Mississippi, Arizona, North Dakota, Washington, the Northern Territory, Queensland, Alberta,
 *     New Zealand, the Scottish Highlands, Devon, Sierra Leone, The Gambia, Liberia, KwaZulu-Natal,
 *     Albania, Bulgaria, Austria, Estonia, Maharashtra, Saudi Arabia, Ontario, Brunei, Mongolia,
 *     Uruguay, Ecuador, Bolivia, The Bahamas, Iraqi Kurdistan), written without reading the parser:
 *     its first figures (99.2 %, contacts 97.6 %, towns 87.1 %) were the unseen score (its failure
 *     classes have been fixed since).
 *   - the eighteenth held-out corpus of tests/fixtures/parse/heldout-18 (always): layouts none of
 *     the earlier corpora draw (a centred header with bulleted contacts, left and right sidebars,
 *     one line per job, an employer over several roles, small-capital and letter-spaced headings,
 *     icon headings, an education-first graduate CV, a US federal resume with hours a week, a
 *     European CV with a date of birth and nationality, a Europass-like label layout, "Key
 *     achievements" under each job, a two-page resume with its header repeated, a Word experience
 *     table, skills as comma lists, bullet grids or "Category: a, b, c" lines) and seven date
 *     styles, from places none of the fifteenth to seventeenth corpora's people live (Nebraska,
 *     Oregon, New Brunswick, Wales, Finland, Norway, Iceland, Denmark, the Netherlands, Belgium,
 *     Switzerland, France, Italy, Slovenia, Croatia, Greece, Cyprus, Latvia, Georgia, Jordan,
 *     Cameroon, Uganda, Tanzania, Ethiopia, Sri Lanka, Nepal, Malaysia, the Philippines, Japan,
 *     South Korea, Fiji, Chile, Peru, Trinidad and Tobago), written without reading the parser; its
 *     first figure (90.9 %) is the unseen score, and its failure classes are being fixed since.
 *   - the nineteenth held-out corpus of tests/fixtures/parse/heldout-19 (always): one- and two-page
 *     resume PDFs from producers other than the Chromium printer, written piece by piece as
 *     pdfTeX (a word at a time, no space characters, kerned pieces), Word's export (a string per
 *     line, runs cut mid-word, justified words set apart) and InDesign (letter-spaced headings)
 *     write them, with sidebars, columns, dates or the header reaching the stream out of reading
 *     order — from Spain, Norway, Iceland, Ireland, Chile, Peru, Argentina, Québec, France,
 *     Belgium, Switzerland, Austria, Denmark, Finland, South Africa, New Zealand, Oregon, Norfolk,
 *     the Philippines, Malaysia, Kenya, Uruguay, Costa Rica and Wisconsin; written without reading
 *     the parser: its first figure (86.3 %) is the unseen score, and its failure classes are being
 *     fixed since.
 *   - the twentieth held-out corpus of tests/fixtures/parse/heldout-20 (always): resumes as people
 *     write them in 2026 — Chromium-printed (a Canva-like coloured left column with skill bars, a
 *     huge name over a one-line headline, a "Core competencies" grid, jobs as table rows, a
 *     teacher's two experience sections, a nurse's registration numbers, page numbers with a footer
 *     of contacts, contacts at the bottom, a US resume with "City, ST", a contractor's short
 *     contracts, a British CV with "to date", interests and references), pdf-lib PDFs written a line
 *     or a word at a time partly out of reading order, and Word documents (a text-box header, a
 *     two-column table for the page, dates on right tab stops, shaded headings) — with dates such as
 *     "01.2020 – 06.2022", "2020 – now", "since 2021", "Oct '19 – Mar '21", "2016-2019" and
 *     "Summer 2023", from Morocco, Tunisia, Senegal, Lithuania, Côte d'Ivoire, Rwanda, Zambia,
 *     Botswana, Namibia, Mauritius, Pakistan, Montana, Tasmania, Barbados, Yucatán, Prince Edward
 *     Island, Vietnam, Thailand, Guatemala, Panama, Otago, Manitoba, Taiwan, Kazakhstan, Azerbaijan,
 *     Armenia, Serbia, Bosnia and Herzegovina, the Azores and Colombia; written without reading the
 *     parser: its first figure (92.8 %; 96.4 % after a round that did not see it) is the unseen
 *     score, and its failure classes are being fixed since.
 *   - the twenty-first held-out corpus of tests/fixtures/parse/heldout-21 (always): Chromium-printed
 *     resumes (employers as link-coloured headings with the dates in the margin, a timeline of dots,
 *     a three-column header with a photo box, section titles turned on their side, a whole CV in
 *     9 pt over two pages, dates before the title, a tradesperson's "Tickets & Licences", a
 *     postdoc's "Appointments", a hospitality "Career History", a graduate's part-time "Work
 *     History", a veteran's ranks, Spanish / English headings, icon contacts, a letterhead, job
 *     cards), pdf-lib PDFs written a line or a word at a time partly out of reading order (a band of
 *     turned titles, a Courier plain-text resume, a ruled table of jobs, a "Personal Details" list)
 *     and Word documents (Heading styles with dates in parentheses, "Title, Company (dates):"
 *     bullets, sections as table rows, label-and-tab blocks, two newspaper columns, all-capitals
 *     employers) — with dates such as "Sept. 2019", "2018–2021", "October 2020 – Current", "Ago
 *     2018 – Presente" and "janv. 2020 – aujourd'hui", from Gabon, Aruba, Liechtenstein, Réunion,
 *     Tajikistan, Rhode Island, Yukon, Crete, the Isle of Man, the Australian Capital Territory,
 *     Kansas, Venezuela, Cape Verde, Curaçao, Greenland, Haiti, the Faroe Islands, Angola, Wyoming,
 *     Togo, Saint Lucia, Sudan, Andorra, Kosovo, Vanuatu, the Solomon Islands, Timor-Leste, Nevada,
 *     French Polynesia and West Virginia; written without reading the parser: its first figure
 *     (89.4 %) is the unseen score, and its failure classes are being fixed since.
 *   - the twenty-second held-out corpus of tests/fixtures/parse/heldout-22 (always): meant as a
 *     random sample of what ordinary users upload in 2026 — Chromium-printed resumes in the styles
 *     of popular builders and templates (a clean one-column modern resume, a grey sidebar, a
 *     classic serif CV, a "Spearmint"-like Google Docs template, a compact tech resume, a
 *     hospitality CV with a photo box, a nurse's, a teacher's, a tradesperson's and a student's
 *     first CV), Word documents as people fill in Word's templates (a header table, dates at a
 *     right tab, Heading styles with the employer first, a "Personal Details" table, a column of
 *     dates, "Duties:" over bullets, "References available on request") and pdf-lib PDFs like Word
 *     exports and LaTeX (a line or a word at a time, a sidebar drawn first, dates written after
 *     their entries) — with dates such as "Jan 2020 – Present", "2018-2021", "03/2019 – 11/2022",
 *     "Since 2022" and "2017 – to date", from England, Wales, Ireland, Tennessee, Kentucky,
 *     Florida, British Columbia, Western Australia, New Zealand, India, Pakistan, Nigeria, Ghana,
 *     Kenya, South Africa, the Philippines, Malaysia, Singapore, the UAE and Jamaica; written at the
 *     end of the stop, after every fix round, without reading the parser, and measured once: its
 *     figure is an unseen score.
 *   - the twenty-third held-out corpus of tests/fixtures/parse/heldout-23 (always): ordinary
 *     resumes as people upload them in 2026 with the weight on contact details in every real
 *     variety — phones in national and international forms (spaces, dots, dashes, parentheses,
 *     "+44 (0)", "+32 (0)", an extension, two numbers, "Cell:" / "Mobile:" / "WhatsApp" labels),
 *     e-mails with plus-signs, dots, subdomains and new top-level domains, LinkedIn (also
 *     "uk.linkedin.com"), GitHub and portfolio links with and without "https://www.", full street
 *     addresses or "Town, Region", postcodes in each country's format — printed in a header row
 *     split by pipes, bullets or drawn icons, in a left or right sidebar, stacked, in a table, at
 *     the bottom, in a Word page header or footer, at left tab stops or as hyperlinks; entries
 *     title-first and employer-first, dates such as "04.2019 – today", "2019.04 – Present", "Aug
 *     2019 – Till Date", "Sept. 2019" and "March 2019 to Present", two-page CVs — in Chromium,
 *     pdf-lib (Word, Pages, Canva, LibreOffice and LaTeX-like) and Word documents, from Alabama,
 *     Connecticut, Maryland, Michigan, Labrador, Nunavut, Orkney, Cornwall, Jersey, Guernsey,
 *     Northumberland, Dorset, Bermuda, the Cook Islands, Sikkim, Okinawa, Sardinia, Sicily,
 *     Bavaria, Tyrol, Alsace, Flanders, Chiapas, Oaxaca, Bahia and Patagonia; written without
 *     reading the parser: its first figure (94.5 %, contacts 89.1 %, towns 61.5 %, phones 88.5 %)
 *     was the unseen score (the parser has since been fixed on its entry, section and education
 *     failure classes).
 *   - the twenty-fourth held-out corpus of tests/fixtures/parse/heldout-24 (always): the final
 *     unseen measure of the stop, a sample of the common case of 2026 uploads — Chromium-printed
 *     resumes in builders' and templates' styles (a single-column builder resume, a Europass-like
 *     CV with a label column, a right sidebar, Google Docs' "Serif" and "Modern Writer", a
 *     Canva-like coloured sidebar with icon contacts, a US federal-style resume with hours and
 *     supervisors, a two-page executive resume, contacts in a footer band, an icon contact row, a
 *     timeline with mobile and WhatsApp numbers), pdf-lib PDFs like LaTeX and office exports
 *     (Jake's resume, moderncv, a two-page Word export with labelled contacts, a Google Docs
 *     export, a right sidebar written after the main column, a LibreOffice CV with referees' phone
 *     numbers, a two-page LaTeX CV) and Word documents (a header table, Title and Heading styles, a
 *     Google Doc saved as Word, a table of labelled contacts, a two-page CV, a "Bold"-like sidebar
 *     table, contacts in the page header, a hand-made CV with dates in parentheses) — title-first
 *     and company-first, dates such as "Sept. 2019 – June 2021", "2019-03 – present", "03.2019 –
 *     now", "01/03/2019 – 30/06/2021" and "Jan-2020 – Till date", from Idaho, Utah, Colorado,
 *     Michigan, Louisiana, Newfoundland and Labrador, New South Wales, Jersey, Luxembourg, Slovakia,
 *     Sweden, Montenegro, North Macedonia, Moldova, Mozambique, Madagascar, Benin, Bhutan,
 *     Uzbekistan, the Maldives, Samoa, Tonga, Paraguay, the Dominican Republic, Bermuda and
 *     Suriname; written without reading the parser: its first figure (95.5 %) was the unseen score
 *     (the parser has since been fixed on its entry, section and education failure classes — a
 *     Europass-like label column, a timeline's "Company, Town", legal forms read as regions).
 *   - the twenty-fifth held-out corpus of tests/fixtures/parse/heldout-25 (always): the final
 *     unseen measure of the stop (measured on the code before the last two fix rounds, then after them), another sample of the common case of 2026 uploads drawn with the
 *     twenty-second and twenty-fourth corpora's page writers for new people — Chromium-printed
 *     resumes (a single-column builder resume with two phone numbers, a Europass-like CV with a
 *     full street address, a right sidebar with a portfolio link, a Canva-like sidebar, a US
 *     federal-style resume, a two-page executive resume, an icon header, Google Docs' "Spearmint",
 *     a compact tech resume, a classic serif CV, a grey sidebar), pdf-lib PDFs like LaTeX and
 *     office exports (Jake's resume with no town, moderncv, a two-page Word export, a Google Docs
 *     export, a right sidebar written late, a LibreOffice CV in capitals, a two-page LaTeX CV) and
 *     Word documents (a header table, Heading styles, a Google Doc saved as Word, a contact table,
 *     a two-page CV with tabs, a "Bold"-like sidebar, contacts in the page header, a hand-made CV)
 *     — title-first and company-first, every date style of those corpora, from Delaware, San
 *     Marino, South Dakota, the Cayman Islands, Indiana, New Hampshire, Laos, St Vincent and the
 *     Grenadines, Kyrgyzstan, the Northwest Territories, Guam, Arkansas, the Seychelles, Grenada,
 *     South Sudan, Dominica, St Kitts and Nevis, Israel, North Carolina, Macau, Somaliland,
 *     Kiribati, Antigua and Barbuda, Palau, the Turks and Caicos Islands and Pennsylvania; written
 *     without reading the parser and measured once: its first figure (96.1 %, contacts 93.2 %,
 *     towns 76.0 %) is the unseen score (the parser has since been fixed on its contact towns'
 *     failure classes — countries by their everyday short names, small states' capitals, quarters
 *     before a town or a city-state).
 *   - the twenty-sixth held-out corpus of tests/fixtures/parse/heldout-26 (always): the final
 *     unseen measure of the stop, another sample of the common case of 2026 uploads drawn with the
 *     twenty-third corpus's page writers (which the twenty-fifth did not reuse) and one of the
 *     twenty-second's Word layouts for new people — Chromium-printed resumes (a pipe-split header,
 *     icon contacts, a sidebar of labelled details, a right-hand column, contacts at the bottom, a
 *     two-page CV with a running head, a centred header split by bullets, a grid of labelled
 *     details, a serif CV, a name-left / details-right header, a developer's links line), pdf-lib
 *     PDFs like office exports and LaTeX (a Word export with pipes, a LaTeX CV with middle dots, a
 *     Pages CV with a right-hand block, a Canva sidebar written late, a LibreOffice CV with a footer
 *     of contacts, labelled details in two columns, a two-page CV with dates at the left) and Word
 *     documents (contacts in the page header or footer, a contact table, a tab-stop line, labelled
 *     details under a Title style, a "Duties:" CV, a two-page CV, hyperlinked contacts) —
 *     title-first and company-first, dates such as "Sept. 2019 – Jun. 2022", "Aug 2019 – Till
 *     Date", "2019.04 – Present", "04.2019 – today", "March 2019 to Present" and "2017 – to date",
 *     from Massachusetts, Kerala, Jeju, Brittany, Gibraltar, Lancashire, Åland, Illinois, Shetland,
 *     Galicia, Canterbury, Missouri, New Jersey, Burkina Faso, Goa, Monaco, Hokkaido, South
 *     Carolina, Sabah, El Salvador, Assam, Corsica, Zanzibar, Honduras, Myanmar and Tamil Nadu;
 *     written without reading the parser and measured once: its first figure (96.8 %, contacts
 *     93.7 %, towns 80.8 %, last names 88.5 %) is the unseen score (the parser has since been fixed
 *     on its failure classes — a town's "-si" / "-shi", a town before a British-shaped postcode or
 *     named as its city-state after one, two surnames known by the phone's calling code, a date
 *     range run into its title, French vocational diplomas).
 *   - the twenty-seventh held-out corpus of tests/fixtures/parse/heldout-27 (always): the unseen
 *     measure of the stop, a sample of the common case of 2026 uploads with page layouts of its
 *     own — Chromium-printed builder and template resumes (a single-column builder resume with a
 *     pipe-split contact row, a coloured left sidebar with icon contacts, a right sidebar of
 *     labelled contacts with a street address, a Europass-like label column with day-month-year
 *     dates, Google Docs' "Serif"-like header, a US federal-style resume, a two-page manager's CV
 *     with a running head, a header band over icon contacts, contacts in a band at the page foot,
 *     an Indian CV with contacts at the right, a developer's timeline), pdf-lib PDFs like LaTeX and
 *     office exports (Jake's resume, moderncv, a two-page Word export with "Home:" / "Mobile:"
 *     lines, a Google Docs export, a Canva right sidebar written late, a LaTeX CV with the employer
 *     first, a LibreOffice CV with dates at the left) and Word documents (a header table, contacts
 *     in the page header, a Google Doc saved as Word, Heading styles with labelled contacts, a
 *     two-page CV with tab stops, a shaded sidebar table, an Indian CV with a contact table and
 *     "Organisation:" / "Designation:" / "Duration:" lines, a hand-made CV with dates in
 *     parentheses) — title-first and company-first, dates such as "Sept. 2019 – June 2022",
 *     "01/03/2019 – 30/06/2021", "03.2019 – now", "2019-03 – present" and "Aug 2019 – Till Date",
 *     for people living and working in ordinary towns and suburbs of California, New York, Kent,
 *     Shropshire, Cheshire, the Waikato, Hawke's Bay, Punjab, Karnataka, Gujarat, Cebu, Sarawak,
 *     Penang, Tuscany, Saxony, Andalusia, Wallonia, Normandy, Silesia, Transylvania, Jalisco,
 *     Minas Gerais, Mendoza, the US Virgin Islands, the Western Cape and Ogun State; written
 *     without reading the parser and measured once: its first figure (95.5 %, contacts 94.5 %,
 *     towns 80.8 %, LinkedIn 92.3 %, education 89.7 %) is the unseen score (the parser has since
 *     been fixed on its failure classes — an address's town among its district, county, province
 *     and postcode, a Romanian county after "jud.", Brazil's town, state and CEP, a town before a
 *     US territory's code, a LinkedIn URL broken in a narrow column, a whole Chinese name after an
 *     English given name, degrees told as sentences or named in other languages, a licence title
 *     and the European CV's languages row beside the skills).
 *   - the twenty-eighth held-out corpus of tests/fixtures/parse/heldout-28 (always): the unseen
 *     measure of the stop, a sample of the common case of 2026 uploads with page layouts of its
 *     own — Chromium-printed builder and template resumes (a builder's modern resume with a
 *     bullet-split contact row, a two-column design with labelled contacts in a coloured sidebar,
 *     a Europass-like CV with "Education and training", Google Docs' "Spearmint"-like stacked
 *     contacts with the employer first, a US federal-style resume, an Indian CV with tables of jobs
 *     and qualifications, a right sidebar with a photo and icon contacts, a two-page CV with a
 *     running head, a header band over a grid of icon contacts, contacts at the foot of the page, a
 *     compact developer's resume with links), pdf-lib PDFs like office exports and LaTeX (a Word
 *     export with "Phone:" / "Email:" under the address, moderncv "banking", a Google Docs export
 *     with "Company, Town - Title", a two-page LaTeX CV, a Canva left sidebar written late, a
 *     LibreOffice CV with years at the left, Jake's resume) and Word documents (a centred contact
 *     line split by bullets, contacts in the page footer, Heading styles with dates in
 *     parentheses, a Google Doc saved as Word, a grid of labelled contacts, a German-style table
 *     CV, a hand-made CV with degrees as bullet sentences, an Indian resume with a qualifications
 *     table) — title-first and company-first, degrees first or schools first and non-English
 *     degree names, full street addresses naming a district, a town and a county or state before
 *     the postcode, dates such as "Sept. 2019 – June 2022", "01/04/2019 – 31/03/2021", "2019-03 –
 *     present", "03.2019 – now" and "Aug 2019 – Till Date", for people living and working in
 *     ordinary towns and suburbs of North Yorkshire, the Bay of Plenty, North Rhine-Westphalia,
 *     Essex, the Northern Mariana Islands, Telangana, Western Visayas, Emilia-Romagna, Nakuru
 *     County, Pomerania, Gauteng, County Cork, Rajasthan, the Basque Country, Taranaki, Johor,
 *     Occitanie, Oyo State, Derbyshire, Aberdeenshire, Gwynedd, Hampshire, County Galway,
 *     Baden-Württemberg, Nicaragua and Uttar Pradesh; written without reading the parser and
 *     measured once: its first figure (96.3 %, contacts 97.9 %, towns 88.5 %, schools 85.3 %) is
 *     the unseen score (the parser has since been fixed on its failure classes — a post-office box
 *     before the town alone, a bulleted duty ending in a section's name, a qualifications table's
 *     school column named twice, the small words inside Italian and German schools' names, a
 *     federal pay grade read as dates, an apprenticeship as a qualification, the European CV's
 *     label wrapped in its column).
 *   - the twenty-ninth held-out corpus of tests/fixtures/parse/heldout-29 (always): the unseen
 *     measure of the stop, a sample of the common case of 2026 uploads — Chromium-printed builder
 *     and template resumes (three layouts of its own: a Word "Simple"-like page with a centred
 *     contact row split by pipes and the employer first, a grey sidebar of contacts stacked without
 *     labels, a graduate's "Education and Training" with degrees told as bullet sentences; and the
 *     twenty-eighth corpus's builder, labelled-sidebar, Europass-like, "Spearmint"-like, Indian,
 *     right-sidebar, two-page and icon-grid pages), pdf-lib PDFs like office exports and LaTeX (a
 *     Word export, moderncv "banking", a Google Docs export with the employer first, a two-page
 *     LaTeX CV, a Canva sidebar written late, a LibreOffice CV with years at the left, Jake's
 *     resume) and Word documents (a centred contact line, contacts in the page footer, Heading
 *     styles with dates in parentheses, a Google Doc saved as Word, a contact grid, a German-style
 *     table CV, a hand-made CV, an Indian resume) — title-first and company-first, degrees first or
 *     schools first, non-English degree names, full street addresses naming a district, a town and
 *     a county or state before the postcode, "Town, Region", "Town, Country" and a PO box, for
 *     people living and working in ordinary towns and suburbs of Somerset, Staffordshire, County
 *     Durham, Fife, County Kerry, County Donegal, Suffolk, Lower Saxony, Hesse, Styria, Veneto,
 *     Piedmont, Aragon, Dutch Limburg, North Brabant, Andhra Pradesh, West Bengal, Haryana, Laguna,
 *     Davao del Norte, Selangor, the Eastern Cape, Limpopo, Kaduna State, the Ashanti Region and
 *     Antioquia; written without reading the parser and measured once: its first figure (96.5 %, contacts 95.8 %, towns
 *     84.6 %, LinkedIn 91.7 %, schools and degrees 90.6 %) is the unseen score (the parser has since
 *     been fixed on its failure classes — a Malay name's patronym set on the line under the given
 *     names, degrees told as sentences, a degree line naming its field after "major in" or with
 *     Italian small words, the school's town read as the degree, a bulleted title's name among its
 *     list's items, "MS Excel" read as a degree, an uncommon skill in capitals taken for its list's
 *     label; an address's house, street, quarter and postcode in several countries' forms before the town,
 *     the Philippines' provinces; its one LinkedIn miss was an address its Indian tables page never
 *     prints, and its truth no longer expects it).
 *   - the thirtieth held-out corpus of tests/fixtures/parse/heldout-30 (always): the unseen measure
 *     of the stop, a sample of the common case of 2026 uploads with the weight on contact details,
 *     every page layout its own — Chromium-printed builder and template resumes (a single-column
 *     builder resume with a contact row split by middle dots, a dark left sidebar of icon contacts
 *     with referees and their phones, a UK CV with a right sidebar of "Address:" / "Mob:" /
 *     "E-mail:" / "LinkedIn:" details, a header band over contacts split by slashes, a two-by-two
 *     grid of labelled contacts over employer-first jobs, contacts at the foot of the page, an
 *     Indian resume with labelled contacts, two numbers and a declaration, a two-page European CV
 *     with a personal-information table, a centred row of drawn icons, a centred header split by
 *     pipes over a column of dates), pdf-lib PDFs like LaTeX and office exports (Jake's resume with
 *     the town first, a moderncv-like CV with the address, two labelled numbers and the e-mail
 *     stacked at the top right, an AltaCV-like two-column CV, a Word export with a labelled block
 *     and "+44 (0)" home number, a Google Docs export with capitals employers, a LibreOffice CV
 *     whose contacts are only in the page footer, a Canva-like right sidebar written late) and
 *     Word documents (contacts stacked above the name, a contact line split by bullets, an Indian
 *     CV with labels at a tab stop, contacts only in the page header, a shaded sidebar cell, a
 *     Google Doc saved as Word with "phone / e-mail", a hand-made US resume with an office number's
 *     "ext.") — phones with spaces, dots, dashes, parentheses and country codes, e-mails with
 *     dots, plus signs, digits, subdomains and new top-level domains, links with and without
 *     "https://www." and trailing slashes, towns written as "Town, Region", "Town, Country",
 *     "Town REGIONCODE postcode", a full street address, a postcode before the town, "Town
 *     (Region)" and a town alone; title-first and company-first, degrees first or schools first, dates such as "Sep
 *     2019 – Present", "09/2019 – 06/2022", "2019 – 2021", "Jan. 2020 to date", "March 2018 –
 *     Current", "2021-04 → now", "09.2019 – today" and "Jun 2019 – Till Date", for people living
 *     and working in ordinary towns and suburbs of the Lehigh Valley, Gippsland, Wiltshire,
 *     Friesland, the Okanagan, Puebla, Madhya Pradesh, Upper Austria, the Sunshine Coast,
 *     Pampanga, the Quad Cities, Perthshire, Southland, County Antrim, the Niagara Region,
 *     Thuringia, Santa Catarina, West Yorkshire, County Mayo, Odisha, Perak, Mpumalanga, the
 *     Valencian Community and the Finger Lakes; written without reading the parser and measured
 *     once: its first figure (95.8 %, contacts 97.7 %, towns 87.5 %, experience dates 89.8 %) is the unseen score (the parser has since been fixed on its failure classes — a region on its own line under the town's line, a lone town that people also bear as a name, 'X District', a referee's column beside the person's contacts at the page foot, a job header of names set off by bars, dates flush right beside a table, a training provider closed by its town, a degree by its dotted initials, skills lists run into contacts).
 *   - the thirty-first held-out corpus of tests/fixtures/parse/heldout-31 (always): a sample of the
 *     common case of 2026 uploads weighted to contact details, every page layout its own —
 *     Chromium-printed builder and template resumes (a single-column builder resume with a contact
 *     row split by pipes, a green left sidebar with contacts beside drawn icons and the employer
 *     first, a right sidebar of labelled contacts with a street address over two lines, "Mob:" and an
 *     "E-mail:" mailto link, a dark header band over a contact row split by bullets, contacts only in
 *     the page foot, a European CV with a two-column grid of labelled contacts, a two-page US resume
 *     with contacts split by slashes, a dotted phone and a work number with "ext.", an Indian CV with
 *     a labelled contact grid, a qualifications table and a declaration), pdf-lib PDFs like LaTeX and
 *     office exports (Jake's resume with the town first in its contact line, moderncv "classic" with
 *     the address stacked at the top right, AltaCV with icon contacts in a row, a Word export with
 *     "Mobile:" / "Home:" lines and referees, a Google Docs export with contacts split by middle dots,
 *     a Canva-like right column of contacts written late, a LibreOffice CV with "Tel: ... (home) /
 *     ... (mobile)") and Word documents (a two-by-two contact grid, a Google Doc whose only town is a
 *     "Location:" line, Heading styles with a mailto link, a shaded right-hand table cell of
 *     contacts, contacts split by bullets in the page header, a Bangladeshi CV with a labelled
 *     address block, pasted symbols before each contact) — title-first and company-first, degrees
 *     first or schools first, phones with "+44 (0)", dots, dashes, parentheses, an extension and two
 *     numbers, e-mails with dots, digits, a plus sign and a subdomain, links with and without
 *     "https://www." and a trailing slash, dates such as "Sep 2019 – Present", "09/2019 – 06/2022",
 *     "2019 – 2021", "Jan. 2020 to date", "March 2018 – Current", "2021-04 → now", "09.2019 – today"
 *     and "Jul 2019 – Till Date", for people of many origins living and working in ordinary towns
 *     and suburbs of West Yorkshire, Wiltshire, Gloucestershire, Surrey, County Limerick, Lombardy,
 *     Catalonia, Zeeland, Rhineland-Palatinate, Manawatu-Whanganui, American Samoa, Madhya Pradesh,
 *     Sindh, the Chittagong Division, Sri Lanka's Western Province, Pampanga, Perak, Kiambu County,
 *     Wakiso District, the Copperbelt, the Valparaíso Region and Santa Catarina ("Town, Region",
 *     "Town REGIONCODE postcode", full street addresses, a postcode before the town, "Town (Region)",
 *     a town alone); written without reading the parser and measured once: its first figure (96.8 %, contacts 97.6 %, towns 86.4 %, experience dates 93.6 %) is the unseen score (the parser has since been fixed on its failure classes — a month and year read into the header as a town, Brazil's town after an icon, a town joined to its postcode by a hyphen, dates flush right beside a skills grid, a town with an elided small word, a trade's helper as a title, a table of jobs told again below it).
 *   - the thirty-second held-out corpus of tests/fixtures/parse/heldout-32 (always): the unseen
 *     measure of the common case of 2026 uploads with the weight on contact details, every page
 *     layout its own — Chromium-printed builder and template resumes (a coloured header band with
 *     the contacts on one line split by middle dots, a dark left sidebar of icon contacts stacked one
 *     a line, an "awesome-cv"-like header with icons between bars, a European CV with a photo and a
 *     "Personal details" table, a graduate CV with education first and contacts split by bullets, a
 *     right sidebar of labelled contacts, an Indian CV with an "Address:" / "Mob:" / "E-mail:" /
 *     "LinkedIn:" block and tables, a teacher's CV with its contacts and a referee at the foot),
 *     pdf-lib PDFs like LaTeX and office exports (Jake's resume with a contact line split by bars,
 *     moderncv "classic" with labelled contacts at the top right and dates in the margin, a senior
 *     two-page Word export with "Key Achievements" and "Career History", a Google Docs export with
 *     contacts split by slashes, a Canva right sidebar of icon contacts written late, a LibreOffice
 *     driver's CV with "Personal Details" at the end, an AltaCV-like two-column CV) and Word
 *     documents (the name and stacked contacts in the left column of a page table with "Referees", a
 *     bordered text box-like contact cell at the top right, Word's "Modern chronological"-like
 *     template, a Google Doc saved as Word with symbol-marked contacts, a hand-typed CV with a
 *     labelled contact block at tab stops, a two-column contact grid, hyperlinked contacts in the
 *     page header) — phones in national and international forms (parentheses, dots, dashes, "+44
 *     (0)", "1 (868)", two numbers), e-mails with dots, digits, a plus sign, an underscore, a
 *     subdomain and new top-level domains, links with and without "https://www." and trailing
 *     slashes, "Town, ST ZIP", "Town, Region postcode", a postcode before the town, full street
 *     addresses naming a suburb, a district or a province, a PO box; title-first and company-first,
 *     degree-first and school-first, dates such as "Sep 2019 – Present", "09/2019 – 06/2022", "2019 –
 *     2021", "Jan. 2020 to date", "March 2018 – Current" and "2021-04 → now", for people living and
 *     working in ordinary towns and suburbs of the Lehigh Valley, the Okanagan, Moravia, the Minho,
 *     East Dunbartonshire, Isan, Odisha, the Manawatū, Colorado's Front Range, Dalmatia,
 *     Gloucestershire, the Kilimanjaro Region, Central Java, County Wexford, Dong Nai, the Riverina,
 *     Powys, Gharbia, Ajman, Zimbabwe's Midlands, central Trinidad and Rwanda's Southern Province;
 *     written without reading the parser and measured once: its first figure (98.1 %, contacts 96.9 %, towns 90.9 %, e-mail and phone 95.5 %) is the unseen score (the parser has since been fixed on its failure classes — a referee's contacts above the person's own at the page foot, 'X District', small caps across word spaces, a town beside an employer named by its legal form, a skill with a code's number).
 *   - the thirty-third held-out corpus of tests/fixtures/parse/heldout-33 (always): the unseen
 *     measure of the common case of 2026 uploads with the weight on contact details, every page
 *     layout its own — Chromium-printed resumes (a job site's profile export with "Company - Town,
 *     ST" over the dates, a LinkedIn "Save to PDF"-like profile with a Contact column, "(LinkedIn)"
 *     and durations such as "6 years 11 months", a Canva-like infographic with skill bars and icon
 *     contacts, a Google Docs "Coral"-like resume with the contacts stacked above the name, a French
 *     CV with French month names, a two-page academic CV with a two-column contact block, a header
 *     with a QR-code-like box and contacts split by slashes, a functional resume with a short
 *     "Employment History", an Indian resume with a labelled "Address:" / "Mob:" / "E-mail:" /
 *     "LinkedIn:" right sidebar, a header band with a two-column icon contact grid), pdf-lib PDFs like
 *     LaTeX and office exports (a UK CV with the address and two phones stacked at the top right, a
 *     Jake's-resume-like page, an AltaCV-like two-column CV, an Australian resume with a labelled
 *     contact line and "Referees", a Google Docs export with the contacts at the foot of the page, a
 *     two-page Pakistani CV with a labelled block at a tab stop, a moderncv "casual"-like CV with
 *     dates in the margin) and Word documents (a table-based CV with a label column, Word's resume
 *     template with the contacts stacked in a table cell, a Google Doc saved as Word with contacts
 *     split by middle dots, a Filipino hand-typed CV with a labelled block and a landline, a Spanish
 *     CV with a two-column contact grid and Spanish month names, a CV with its contacts at the end, a
 *     Canadian resume with a cell and a work phone with "ext.") — phones in national and
 *     international forms (parentheses, dots, dashes, "+44 (0)", "+353 (0)", two numbers), e-mails
 *     with dots, digits, a plus sign, subdomains and a new top-level domain, links with and without
 *     "https://www." and trailing slashes, "Town, ST ZIP", "Town REGIONCODE postcode", a postcode
 *     before the town, "Town (PG)", full street addresses naming a suburb, a barangay or a block, a
 *     town alone; title-first and company-first, degree-first and school-first, dates such as "Sep
 *     2019 – Present", "09/2019 – 06/2022", "2019 – 2021", "Jan. 2020 to date", "March 2018 –
 *     Current", "2021-04 → now", "sept. 2019 – juin 2022", "feb. 2018 – dic. 2019", "March 2019 to
 *     Present", "SEPTEMBER 2019 - PRESENT" and "09.2019 – present", for people living and working in
 *     ordinary towns and suburbs of northeast Mississippi, New Brunswick, Central Jutland, the
 *     Wairarapa, Alsace, Ostrobothnia, Ticino, Kentucky, Assam, Puerto Rico, Shetland, eastern Idaho,
 *     Umbria, the Darling Downs, Botswana's Central District, Punjab (Pakistan), Hokkaido, Värmland,
 *     County Louth, the Kostanay Region, South Cotabato, Caldas, the Madaba Governorate and
 *     Newfoundland; written without reading the parser and measured once: its first figure (97.7 %, contacts 98.5 %, towns 95.8 %, experience dates
 *     94.3 %) is the unseen score (the parser has since been fixed on its failure classes — French and Spanish months with an accent or a full stop, a Spanish grid of labelled details and a title naming its field after 'de', a first surname a cut e-mail shows, 'Passed in' years and a titled declaration closing the main column, a year run into a state's code, skills parted by spaced hyphens, a functional resume's deeds as skills, an academic CV's teaching as jobs).
 *   - the thirty-fourth held-out corpus of tests/fixtures/parse/heldout-34 (always): the unseen
 *     measure of the common case of 2026 uploads with the weight on contact details, every page
 *     layout its own — Chromium-printed resumes (a Word "Bold modern"-like page with a coloured name
 *     block over contacts split by middle dots, a builder export with a left timeline of dates and a
 *     right sidebar of icon contacts, a one-page resume with a skills matrix table and contacts split
 *     by slashes, a CV whose contacts sit in a "Personal Information" table at the end, a nurse's CV
 *     with an "Address:" / "Mob:" / "E-mail:" / "LinkedIn:" block and a registration number, a
 *     hospitality CV with a photo and labelled contacts in a coloured sidebar, a federal-like resume
 *     with hours per week, salary and a supervisor's number, a student's first resume with education
 *     first, a senior executive's two-page CV with a contact grid and a profile box, a CV whose jobs
 *     open with their dates in bold on their own line and whose contacts close the page), pdf-lib
 *     PDFs like LaTeX, Pages, Google Docs and Word exports (a Deedy-like two-column resume, an Apple
 *     Pages export with the contacts stacked at the top right and "Referees", a LaTeX "res"-like CV
 *     with section names in the left margin, a Jake's-resume-like page with the town last, an
 *     AltaCV-like CV with its contacts atop a right column written late, a Word export with
 *     "Town, Region" flush right on each job line, a Google Docs export with the employer before the
 *     title and capitals Portuguese dates) and Word documents (a UK teacher's CV with a street
 *     address, "Mobile" and "Home" numbers and two referees, a two-column grid of labelled contacts,
 *     a Canadian resume with a cell and a work number with "ext." split by bullets, an Indian resume
 *     with a labelled block at a tab stop, a qualifications table and a declaration, dates written
 *     in words, a Google Doc saved as Word with the address over a line split by middle dots, a page
 *     table with a shaded right column and the address over two lines) — phones in national and
 *     international forms (parentheses, dots, dashes, spaces, "ext.", two numbers), e-mails with
 *     dots, digits, subdomains and country domains, links with and without "https://www." and a
 *     trailing slash, "Town, Region", "Town, Country", "Town, ST ZIP", "Town WA postcode", full street
 *     addresses naming a suburb or a county, a postcode before the town, "Town (Region)", a town
 *     alone; title-first and company-first, degree-first and school-first, dates such as "Sep 2019 –
 *     Present", "09/2019 – 06/2022", "2019 – 2021", "Jan. 2020 to date", "March 2018 – Current",
 *     "2021-04 → now", "September 2019 to the present", "Sept. 2019 – heute", "mrt. 2021 – heden",
 *     "AGO. 2020 - ATUAL", "mag 2020 – oggi", "09.2019 – present" and "Jan 2021 – Till Date", for
 *     people living and working in ordinary towns and suburbs of the Scottish Borders, Nebraska,
 *     Limburg (Belgium), Carinthia, County Clare, the Marche, Louisiana, Latvia's Vidzeme, Funen,
 *     Kyushu, Thessaly, Western Australia's Wheatbelt, Extremadura, Maine, Lorraine, Northland, the
 *     Alentejo, Cornwall, Dalarna, Prince Edward Island, Karnataka's coast, Namibia's Otjozondjupa,
 *     Bohol and Graubünden; written without reading the parser and measured once: its first figure (91.7 %, contacts 97.0 %, towns 87.5 %, experience
 *     dates 77.6 %, companies 85.7 %) is the unseen score, taken after the fixes on the thirty-third corpus (the parser has since been fixed on its failure classes — German, Dutch, Italian and Portuguese months and words for 'present', 'the present' written out, section titles in those languages, a place's label before the town with only a space, a town holding 'an der' or 'upon' after a school's comma, a federal-style job's dates run into its hours and salary and its duties label).
 *   - the thirty-fifth held-out corpus of tests/fixtures/parse/heldout-35 (always): the unseen
 *     measure of the common case of 2026 uploads with the weight on contact details, every page
 *     layout its own — Chromium-printed resumes (a US résumé with a row of icon contacts and "Town,
 *     ST" flush right on each "Title, Company" line, a Canadian resume with a dark right sidebar of
 *     "T:" / "E:" / "W:" contacts, a wrapped LinkedIn URL and the address over two lines, a German
 *     Lebenslauf with a "Persönliche Daten" table, a photo box and a column of dates, a Belgian CV in
 *     French with a bordered block of "Tél. :" / "GSM :" / "Courriel :" / "Adresse :" contacts, an
 *     Indian resume with "Designation:" / "Period:" lines and the address only under "Personal
 *     Details", a developer's resume whose contacts sit only at the foot of the page, a teacher's CV
 *     with a round photo, contacts stacked behind square markers and a referee's number, a Chilean CV
 *     in Spanish with contacts split by slashes, a student's first resume with education first and a
 *     pipe-split contact row, a Portuguese CV under a header band with labelled contacts run along a
 *     line), pdf-lib PDFs like Word, Pages, Typst, Google Docs and LaTeX exports (a two-page UK CV
 *     with the address stacked at the left and "Tel:" / "Mob:" / "Email:" at the right, an Australian
 *     Pages resume with one contact line split by middle dots and two referees with phones, a
 *     Typst-like CV with the contacts and a two-line address flush right, a Google Docs export with a
 *     labelled block under the name and capitals dates, a Word table export with a two-by-two contact
 *     grid and a column of dates, a LaTeX CV whose grey contact sidebar is written first, a Moroccan
 *     "Curriculum Vitae" in French with "Informations personnelles" and the surname first) and Word
 *     documents (a US federal-style resume with hours per week and salary, a Filipino CV with "Mobile
 *     No.:" / "Landline:" and "Personal Data", a Brazilian currículo with "Dados Pessoais", a Ghanaian
 *     CV with an "Address:" / "Mob:" / "E-mail:" / "LinkedIn:" block at a tab stop and two numbers, a
 *     page table with the section names in a left column, a Mexican CV with a "Datos de contacto"
 *     grid, an Indonesian resume with its dates in words) — phones in national and international
 *     forms (parentheses, dots, dashes, spaces, "+44 (0)", "ext.", two numbers), e-mails with dots,
 *     digits, subdomains and country domains, links with and without "https://www." and a trailing
 *     slash, "Town, ST ZIP", "Town TAS postcode", "Town, Region", "Town, Country", full street
 *     addresses naming a district, a barangay or a county, a postcode before the town, "Town
 *     (Region)", a PO box; title-first and company-first, degree-first and school-first, dates such
 *     as "Sep 2019 – Present", "09/2019 – 06/2022", "2019 – 2021", "Jan. 2020 to date", "March 2018 –
 *     Current", "2020-07 → now", "September 2019 to the present", "seit 04/2021", "sept. 2019 –
 *     aujourd'hui", "janv. 2019 - à ce jour", "mar. 2020 – actualidad", "mar/2019 – atual", "2019.04 –
 *     present", "04.2021 - today" and "AUGUST 2020 – PRESENT", for people living and working in
 *     ordinary towns of Vermont's Northeast Kingdom, Saskatchewan, East Frisia, Belgium's Luxembourg
 *     province, Kerala's Idukki hills, Ehime (Shikoku), Crete, Chile's Los Lagos, Slovakia's Prešov
 *     Region, Trás-os-Montes, Cumbria, north-west Tasmania, Slovenia's Lower Carniola, the Jerash
 *     Governorate, Lithuania's Utena County, Slavonia, Béni Mellal-Khénifra, Wyoming, Davao del Sur,
 *     Paraná, Ghana's Volta Region, Tanzania's Iringa Region, Yucatán and West Java; written without
 *     reading the parser and measured once: its first figure (96.9 %, contacts 97.7 %, towns 87.5 %,
 *     experience titles and companies 93.9 %, start dates 89.8 %, end dates 93.9 %) is the unseen
 *     score, taken after the fixes on the thirty-fourth corpus (the parser has since been fixed on its failure classes — a month word joined to its year by a slash ('mar/2019') and 'à ce jour', a job's title and dates under another language's label ('Cargo:', 'Puesto:'), the Maghreb's countries under their French names, the postal address printed beside a contact row at the page's foot, 'Place:' under a declaration, 'knowledge' and 'Línguas' as section titles, section titles in a Word table's first column, a town written with a small later word).
 *   - the thirty-sixth held-out corpus of tests/fixtures/parse/heldout-36 (always): the unseen
 *     measure of the common case of 2026 uploads with the weight on contact details, every page
 *     layout its own — Chromium-printed resumes (a US résumé whose section names sit in a left
 *     column beside each section, with contacts split by bullets under a thick rule and "Town, ST"
 *     flush right on each job line, a Canadian resume with a three-column contact grid of small
 *     labels over values and a cell and a work number with "ext.", an English CV with German
 *     headings, German months and "Tel." / "Mobil" / "E-Mail" rows right of the name, a French CV
 *     with a "Coordonnées" panel at the top right and "Depuis" dates, a Spanish hospitality CV with a
 *     photo disc, contacts split by pipes and Spanish months, an Indian resume with a three-line
 *     address at the top left, a marks table and "Organisation:" / "Role:" / "Duration:" lines, a
 *     two-page New Zealand CV with the dates in parentheses after the title, an Australian nurse's
 *     resume with a right bar of "M" / "E" / "A" contacts and two referees with phones, a developer's
 *     resume with contacts behind Unicode symbols on two rows, a Hungarian CV whose right column
 *     ends with its contacts, the postcode first), pdf-lib PDFs like Word, LaTeX, Pages, Google Docs
 *     and Canva exports (a UK CV opening with a "Personal Details" block of "Home:" and "Mobile:"
 *     numbers and years in a left column, a moderncv "classic"-like CV with the contacts stacked flush
 *     right beside the name, a Pages resume with one centred contact line split by slashes, a
 *     Gujarati CV with "Mo." / "E-mail:" / "Address:" lines beside a photo box and "Designation:" /
 *     "Period:" lines, a Google Docs "Serif"-like resume with a barangay address over two lines at
 *     the top right and capitals dates, a Canva resume whose name spans two lines and whose labelled
 *     contact column is written last, a Bangladeshi CV with a "Mailing Address:" block and two
 *     mobiles on one line) and Word documents (a Scottish CV with one centred contact line split by
 *     pipes and shaded section rows, an Irish CV with the address lines and numbers in a two-cell
 *     table and "+353 (0)", an Italian CV with a "Dati personali" table and Italian months, a Swiss
 *     CV with a photo cell and a bordered "Personal details" table, a Flemish resume with a
 *     right-aligned "T" / "M" contact block and "Title | Company | Town" lines, a Romanian CV with a
 *     two-by-two grid of contacts behind symbols, a US resume whose contacts close the page with
 *     "(cell)" and "(work) ext." numbers) — phones in national and international forms (parentheses,
 *     dots, dashes, spaces, "+44 (0)", "+353 (0)", "ext.", two numbers), e-mails with dots, digits,
 *     subdomains, country domains and a new top-level domain, links with and without "https://www."
 *     and trailing slashes, "Town, ST ZIP", "Town, MB postcode", "Town QLD postcode", "Town, Region",
 *     "Town, Country", full street addresses naming a county, a district or a barangay, a postcode
 *     before the town, "Town (BA)", a town alone; title-first and company-first, degree-first and
 *     school-first, dates such as "Sep 2019 – Present", "09/2019 – 06/2022", "2019 – 2021", "July
 *     2019 to date", "Jan. 2020 – Present", "March 2018 – Current", "2021-04 → now", "June 2019 –
 *     Till date", "März 2018 – heute", "Depuis mars 2021", "Marzo 2019 – Actualidad", "maggio 2019 –
 *     in corso" and "04.2021 – today", for people living and working in ordinary towns of Montana's
 *     Park County, Manitoba's Pembina Valley, Saxon Switzerland, Auvergne, Asturias, the Cauvery
 *     delta, Central Otago, Queensland's Wide Bay, Estonia's Lääne-Viru, Baranya, Lincolnshire,
 *     Anglesey, Nova Scotia's South Shore, Saurashtra, Ilocos Norte, Epirus, the Sylhet Division,
 *     Aberdeenshire, Inishowen (County Donegal), Apulia's Murgia, Fribourg's Gruyère, Flemish
 *     Brabant's Hageland, Maramureș and New Mexico's Grant County; written without reading the
 *     parser and measured once: its first figure (98.8 %, contacts 97.7 %, towns 87.5 %, experience
 *     titles 97.9 %, companies and dates 100 %) is the unseen score, taken after the fixes on the
 *     thirty-fifth corpus; not tuned on since.
 * Goals: overall ≥ 92 %, contact details ≥ 97 %, experience title / company / dates ≥ 90 % each.
 *   npx node bench/parse-accuracy.ts [--only corpus|heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|heldout28|heldout29|heldout30|heldout31|heldout32|heldout33|heldout34|heldout35|heldout36|eval] [--verbose]
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { closeParseWorkers, parseResumeUpload } from "../app/server/parse/index.server.ts";
import { freePort } from "../tests/setup/server-process.ts";
import { scoreCorpus, scoreDocument, type DocScore } from "../tests/setup/parse-score.ts";
import { summary, table } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");
const evalDir = path.resolve(root, "../shared/eval");
const corpusDir = path.join(root, "tests/fixtures/parse/corpus");
const heldoutDir = path.join(root, "tests/fixtures/parse/heldout");
const heldout2Dir = path.join(root, "tests/fixtures/parse/heldout-2");
const heldout3Dir = path.join(root, "tests/fixtures/parse/heldout-3");
const heldout4Dir = path.join(root, "tests/fixtures/parse/heldout-4");
const heldout5Dir = path.join(root, "tests/fixtures/parse/heldout-5");
const heldout6Dir = path.join(root, "tests/fixtures/parse/heldout-6");
const heldout7Dir = path.join(root, "tests/fixtures/parse/heldout-7");
const heldout8Dir = path.join(root, "tests/fixtures/parse/heldout-8");
const heldout9Dir = path.join(root, "tests/fixtures/parse/heldout-9");
const heldout10Dir = path.join(root, "tests/fixtures/parse/heldout-10");
const heldout11Dir = path.join(root, "tests/fixtures/parse/heldout-11");
const heldout12Dir = path.join(root, "tests/fixtures/parse/heldout-12");
const heldout13Dir = path.join(root, "tests/fixtures/parse/heldout-13");
const heldout14Dir = path.join(root, "tests/fixtures/parse/heldout-14");
const heldout15Dir = path.join(root, "tests/fixtures/parse/heldout-15");
const heldout16Dir = path.join(root, "tests/fixtures/parse/heldout-16");
const heldout17Dir = path.join(root, "tests/fixtures/parse/heldout-17");
const heldout18Dir = path.join(root, "tests/fixtures/parse/heldout-18");
const heldout19Dir = path.join(root, "tests/fixtures/parse/heldout-19");
const heldout20Dir = path.join(root, "tests/fixtures/parse/heldout-20");
const heldout21Dir = path.join(root, "tests/fixtures/parse/heldout-21");
const heldout22Dir = path.join(root, "tests/fixtures/parse/heldout-22");
const heldout23Dir = path.join(root, "tests/fixtures/parse/heldout-23");
const heldout24Dir = path.join(root, "tests/fixtures/parse/heldout-24");
const heldout25Dir = path.join(root, "tests/fixtures/parse/heldout-25");
const heldout26Dir = path.join(root, "tests/fixtures/parse/heldout-26");
const heldout27Dir = path.join(root, "tests/fixtures/parse/heldout-27");
const heldout28Dir = path.join(root, "tests/fixtures/parse/heldout-28");
const heldout29Dir = path.join(root, "tests/fixtures/parse/heldout-29");
const heldout30Dir = path.join(root, "tests/fixtures/parse/heldout-30");
const heldout31Dir = path.join(root, "tests/fixtures/parse/heldout-31");
const heldout32Dir = path.join(root, "tests/fixtures/parse/heldout-32");
const heldout33Dir = path.join(root, "tests/fixtures/parse/heldout-33");
const heldout34Dir = path.join(root, "tests/fixtures/parse/heldout-34");
const heldout35Dir = path.join(root, "tests/fixtures/parse/heldout-35");
const heldout36Dir = path.join(root, "tests/fixtures/parse/heldout-36");
const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const verbose = args.includes("--verbose");

// the parser alone needs no public origin: the configuration's test defaults apply unless set
process.env.NODE_ENV ??= "test";

export const GOALS = { overall: 0.92, contact: 0.97, entryField: 0.9 } as const;
const pct = (x: number | undefined) => (x === undefined ? "-" : `${(100 * x).toFixed(1)} %`);

async function sharedEval(): Promise<number> {
  if (!existsSync(path.join(evalDir, "score-parse.mjs"))) {
    console.log(`No evaluation corpus at ${evalDir}: skipped`);
    return 0;
  }
  const port = await freePort();
  const server = spawn(process.execPath, ["bench/parse-eval.ts", "--port", String(port)], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve()));
  try {
    const scorer = spawn(
      process.execPath,
      [
        path.join(evalDir, "score-parse.mjs"),
        "--url",
        `http://127.0.0.1:${port}`,
        "--docs",
        path.join(evalDir, "resumes"),
        "--truth",
        path.join(evalDir, "truth"),
        ...(verbose ? ["--verbose"] : []),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    scorer.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    const code = await new Promise<number>((resolve) => scorer.on("exit", (exitCode) => resolve(exitCode ?? 1)));
    const overall = /overall:\s*([\d.]+%)/.exec(output)?.[1] ?? "not reported";
    console.log(`goal: overall ≥ ${pct(GOALS.overall)}`);
    summary("Parse accuracy on ../shared/eval (dev truth, offline)", overall, `≥ ${pct(GOALS.overall)}`);
    return code;
  } finally {
    server.kill("SIGTERM");
  }
}

/** Parses and scores every document of a corpus folder (docs/ and truth/; in this process, through the worker). */
export async function scoreCorpusFolder(dir: string): Promise<{ id: string; score: DocScore }[]> {
  const docs = readdirSync(path.join(dir, "docs")).sort();
  const out: { id: string; score: DocScore }[] = [];
  for (const file of docs) {
    const id = file.replace(/\.[^.]+$/, "");
    const truth = JSON.parse(readFileSync(path.join(dir, "truth", `${id}.json`), "utf8")) as Record<string, unknown>;
    const parsed = await parseResumeUpload(new Uint8Array(readFileSync(path.join(dir, "docs", file))));
    out.push({ id, score: scoreDocument(truth, parsed as unknown as Record<string, unknown>) });
  }
  return out;
}

/** The generated corpus (the parser was tuned on it). */
export const scoreGeneratedCorpus = () => scoreCorpusFolder(corpusDir);

/** Prints one corpus folder's figures: per document, per field against the goals, and the summary lines. */
async function reportCorpus(dir: string, label: string): Promise<number> {
  const results = await scoreCorpusFolder(dir);
  const share = (d: DocScore, prefix: string) => {
    let c = 0;
    let t = 0;
    for (const [f, v] of Object.entries(d.tally))
      if (f.startsWith(prefix)) {
        c += v.correct ?? 0;
        t += v.total ?? 0;
      }
    return t ? `${c}/${t}` : "-";
  };
  console.log(
    table(
      ["document", "contact", "experience", "education", "score"],
      results.map(({ id, score }) => [id, share(score, "contact."), share(score, "experience."), share(score, "education."), pct(score.score)]),
    ),
  );
  if (verbose) for (const { id, score } of results) for (const miss of score.misses) console.log(`  ${id}: ${miss}`);
  const corpus = scoreCorpus(results.map((r) => r.score));
  const goal = (f: string) =>
    f === "overall"
      ? GOALS.overall
      : f.startsWith("contact")
        ? GOALS.contact
        : /^experience\.(jobTitle|company|startDate|endDate)$/.test(f)
          ? GOALS.entryField
          : undefined;
  const rows = [
    ["overall", pct(corpus.overall), `≥ ${pct(GOALS.overall)}`],
    ["contact (pooled)", pct(corpus.contact), `≥ ${pct(GOALS.contact)}`],
    ...Object.entries(corpus.fields).map(([f, v]) => [f, pct(v), goal(f) ? `≥ ${pct(goal(f))}` : ""]),
  ];
  console.log(`\n${label}: ${results.length} documents\n${table(["field", "accuracy", "goal"], rows)}`);
  summary(`Parse accuracy on the ${label} (${results.length} documents)`, pct(corpus.overall), `≥ ${pct(GOALS.overall)}`);
  summary(`  contact details (${label})`, pct(corpus.contact), `≥ ${pct(GOALS.contact)}`);
  for (const f of ["jobTitle", "company", "startDate", "endDate"])
    summary(`  experience ${f} (${label})`, pct(corpus.fields[`experience.${f}`]), `≥ ${pct(GOALS.entryField)}`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let code = 0;
  if (!only || only === "eval") code ||= await sharedEval();
  if (!only || only === "corpus") code ||= await reportCorpus(corpusDir, "generated corpus (tuned on)");
  if (!only || only === "heldout") code ||= await reportCorpus(heldoutDir, "first held-out corpus (its failure classes fixed since)");
  if (!only || only === "heldout2") code ||= await reportCorpus(heldout2Dir, "second held-out corpus (its failure classes fixed since)");
  if (!only || only === "heldout3") code ||= await reportCorpus(heldout3Dir, "third held-out corpus (its failure classes fixed since)");
  if (!only || only === "heldout4") code ||= await reportCorpus(heldout4Dir, "fourth held-out corpus (its failure classes fixed since)");
  if (!only || only === "heldout5") code ||= await reportCorpus(heldout5Dir, "fifth held-out corpus (its failure classes fixed since)");
  if (!only || only === "heldout6") code ||= await reportCorpus(heldout6Dir, "sixth held-out corpus (its failure classes fixed since)");
  if (!only || only === "heldout7") code ||= await reportCorpus(heldout7Dir, "seventh held-out corpus (its town class fixed since)");
  if (!only || only === "heldout8") code ||= await reportCorpus(heldout8Dir, "eighth held-out corpus (its failure classes fixed since; first measure 92.8 %)");
  if (!only || only === "heldout9") code ||= await reportCorpus(heldout9Dir, "ninth held-out corpus (its failure classes fixed since; first measure 84.3 %)");
  if (!only || only === "heldout10") code ||= await reportCorpus(heldout10Dir, "tenth held-out corpus (its failure classes fixed since; first measure 95.0 %)");
  if (!only || only === "heldout11")
    code ||= await reportCorpus(heldout11Dir, "eleventh held-out corpus (its failure classes fixed since; first measure 89.1 %)");
  if (!only || only === "heldout12")
    code ||= await reportCorpus(heldout12Dir, "twelfth held-out corpus (its failure classes fixed since; first measure 88.1 %)");
  if (!only || only === "heldout13")
    code ||= await reportCorpus(heldout13Dir, "thirteenth held-out corpus (its failure classes fixed since; first measure 93.1 %)");
  if (!only || only === "heldout14") code ||= await reportCorpus(heldout14Dir, "fourteenth held-out corpus (tuned on since its first measure, 95.4 %)");
  if (!only || only === "heldout15") code ||= await reportCorpus(heldout15Dir, "fifteenth held-out corpus (tuned on since its first measure, 97.1 %)");
  if (!only || only === "heldout16") code ||= await reportCorpus(heldout16Dir, "sixteenth held-out corpus (tuned on since its first measure, 97.5 %)");
  if (!only || only === "heldout17") code ||= await reportCorpus(heldout17Dir, "seventeenth held-out corpus (tuned on since its first measure, 99.2 %)");
  if (!only || only === "heldout18") code ||= await reportCorpus(heldout18Dir, "eighteenth held-out corpus (tuned on since its first measure, 90.9 %)");
  if (!only || only === "heldout19")
    code ||= await reportCorpus(heldout19Dir, "nineteenth held-out corpus: PDFs from another producer (tuned on since its first measure, 86.3 %)");
  if (!only || only === "heldout20") code ||= await reportCorpus(heldout20Dir, "twentieth held-out corpus (tuned on since its first measure, 92.8 %)");
  if (!only || only === "heldout21") code ||= await reportCorpus(heldout21Dir, "twenty-first held-out corpus (tuned on since its first measure, 89.4 %)");
  if (!only || only === "heldout22") code ||= await reportCorpus(heldout22Dir, "twenty-second held-out corpus (tuned on since its first measure, 98.0 %)");
  if (!only || only === "heldout23")
    code ||= await reportCorpus(heldout23Dir, "twenty-third held-out corpus: contact details (tuned on since its first measure, 94.5 %)");
  if (!only || only === "heldout24") code ||= await reportCorpus(heldout24Dir, "twenty-fourth held-out corpus (tuned on since its first measure, 95.5 %)");
  if (!only || only === "heldout25") code ||= await reportCorpus(heldout25Dir, "twenty-fifth held-out corpus (tuned on since its first measure, 96.1 %)");
  if (!only || only === "heldout26") code ||= await reportCorpus(heldout26Dir, "twenty-sixth held-out corpus (tuned on since its first measure, 96.8 %)");
  if (!only || only === "heldout27") code ||= await reportCorpus(heldout27Dir, "twenty-seventh held-out corpus (tuned on since its first measure, 95.5 %)");
  if (!only || only === "heldout28") code ||= await reportCorpus(heldout28Dir, "twenty-eighth held-out corpus (tuned on since its first measure, 96.3 %)");
  if (!only || only === "heldout29") code ||= await reportCorpus(heldout29Dir, "twenty-ninth held-out corpus (tuned on since its first measure, 96.5 %)");
  if (!only || only === "heldout30") code ||= await reportCorpus(heldout30Dir, "thirtieth held-out corpus (tuned on since its first measure, 95.8 %)");
  if (!only || only === "heldout31") code ||= await reportCorpus(heldout31Dir, "thirty-first held-out corpus (tuned on since its first measure, 96.8 %)");
  if (!only || only === "heldout32") code ||= await reportCorpus(heldout32Dir, "thirty-second held-out corpus (tuned on since its first measure, 98.1 %)");
  if (!only || only === "heldout33") code ||= await reportCorpus(heldout33Dir, "thirty-third held-out corpus (tuned on since its first measure, 97.7 %)");
  if (!only || only === "heldout34") code ||= await reportCorpus(heldout34Dir, "thirty-fourth held-out corpus (tuned on since its first measure, 91.7 %)");
  if (!only || only === "heldout35") code ||= await reportCorpus(heldout35Dir, "thirty-fifth held-out corpus (tuned on since its first measure, 96.9 %)");
  if (!only || only === "heldout36") code ||= await reportCorpus(heldout36Dir, "thirty-sixth held-out corpus (not tuned on; first measure 98.8 %)");
  await closeParseWorkers();
  process.exitCode = code;
}

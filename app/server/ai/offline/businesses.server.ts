/**
 * Businesses named through what kind they are: the person's own ("I have my own flower shop, Petal Yard"),
 * and an employer written after its kind ("painter in auto service Kromo", "trainee at a print shop,
 * Inkline"). The kind word says what the business is; the name after it is the employer.
 */

/** Kinds of business a small employer or the person's own business is named by. */
export const BUSINESS_KIND = String.raw`(?:bakery|bakeshop|patisserie|salon|barbershop|barber\s+shop|beauty\s+salon|hair\s+salon|nail\s+salon|spa|shop|store|boutique|studio|atelier|workshop|garage|car\s+service|auto\s+service|car\s+repair\s+shop|service\s+station|restaurant|bistro|caf[eé]|coffee\s+shop|bar|pub|hotel|hostel|guesthouse|guest\s+house|kitchen|catering\s+company|food\s+truck|pharmacy|clinic|practice|agency|travel\s+agency|firm|company|business|consultancy|farm|vineyard|winery|brewery|market|supermarket|kiosk|print\s+shop|tailor\s+shop|kindergarten|nursery|daycare|gym|bookshop|bookstore|florist|butcher|butchery|laundry|dealership|brand|label|bank|hospital|insurance\s+company|construction\s+company|factory|plant|warehouse|call\s+cent(?:er|re)|organi[sz]ation|NGO|ngo|charity|start-?up|school|non-?profit|foundation|care\s+home)`;

/**
 * "run my own studio, Fernvale Studio", "founded my own consultancy called Brightline", "I have my own flower shop, Petal Yard",
 * "opened her own salon, Luz", "I run a food truck, Taco Loco": the person's own business, its name after its kind (as a pattern source,
 * the name left to `org`).
 */
export function ownBusinessPattern(org: string): string {
  return String.raw`\b(?:(?:run|ran|running|runs|founded|started|own|owned|set up|launched)\s+(?:my|his|her|their|our)\s+own\s+(?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+|(?:have|has|had|having|opened|open|opens|opening|run|ran|runs|running|own|owns|owned)\s+(?:my|his|her|their|our|a|an)\s+(?:own\s+)?(?:[\p{Ll}-]+\s+)?${BUSINESS_KIND}(?:\s+(?:now|today|currently))?)(?:,|\s+(?=called\s|named\s|\p{Lu}))\s*(?:called\s+|named\s+)?(${org})`;
}

/**
 * "I run my own salon since 2018", "I run my salon since 2018", "she has her own studio": the person's own business, left unnamed. The person is then
 * their own employer.
 */
const OWN_UNNAMED = new RegExp(
  String.raw`\b(?:(?:have|has|had|having|opened|open|opens|started|founded|set\s+up)\s+(?:my|his|her|their|our)\s+own|(?:run|ran|runs|running)\s+(?:my|his|her|their|our)(?:\s+own)?)\s+(?:[\p{Ll}-]+\s+)?${BUSINESS_KIND}\b(?!(?:\s+(?:now|today|currently))?\s*,?\s*(?:called\s+|named\s+)?(?!I\b)\p{Lu})`,
  "u",
);

export function ownUnnamedBusiness(clause: string): boolean {
  return OWN_UNNAMED.test(clause);
}

/**
 * "painter in auto service Kromo" → "painter at Kromo", "bartender in bistro Nocturne" → "bartender at Nocturne", "trainee at a
 * print shop, Inkline, 2011-2013" → "trainee at Inkline, 2011-2013", "deckhand on fishing boats for Norhav Fisk" → "deckhand for
 * Norhav Fisk", "engineer on the tankers of Norhav Fisk" → "engineer for Norhav Fisk": the employer is the name, not its kind or where the work was done.
 */
/** Where work is done that is no employer: "on fishing boats", "on oil rigs", "on building sites". */
const WORK_PLACE = String.raw`(?:ships?|vessels?|boats?|trawlers?|tankers?|tugs?|yachts?|ferries|ferry|rigs?|platforms?|trains?|trucks?|lorries|buses|planes?|aircraft|sites?|farms?|the\s+road)`;

export function employerAfterKind(clause: string): string {
  return (
    clause
      // "as a sales manager for 4 years in Kora Motors", "a cook for about two years at X": how long stands between the title and
      // the employer (counted in seasons too: "a grape picker for three seasons with Kowhai Vineyards")
      .replace(
        /\s+for\s+(?:(?:about|around|over|almost|nearly|roughly|like|some|just|the\s+last|the\s+past)\s+)?(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|a\s+few|a\s+couple\s+of)\+?\s+(?:years?|yrs?|months?|weeks?|seasons?|summers?|winters?)(?=\s+(?:at|in|with|for)\s+(?:the\s+)?\p{Lu})/u,
        "",
      )
      // "deckhand on fishing boats for Norhav Fisk": the employer is after "for", the boats are where the work was;
      // "engineer on the tankers of Norhav Fisk": the employer whose vessels they are
      .replace(
        new RegExp(
          String.raw`\s+on\s+(?:(?:the|a|an)\s+)?(?:\p{Ll}[\p{Ll}-]*\s+){0,2}${WORK_PLACE}(?:(?=\s+(?:for|at|with)\s+(?:the\s+)?\p{Lu})|\s+of(?=\s+(?:the\s+)?\p{Lu}))`,
          "u",
        ),
        (words) => (words.endsWith("of") ? " for" : ""),
      )
      // "in my family's bakery Ekmek Evi", "at her uncle's garage Moto Rex": whose business it is says no more than its kind
      // ("at a phone shop Kora Phone Hub": nor does the article)
      .replace(
        new RegExp(
          String.raw`\s+(?:in|at)\s+(?:(?:the|a|an|my|his|her|their|our)\s+)?(?:\p{Ll}+['’]s?\s+)?(?:\p{Ll}+\s+)?${BUSINESS_KIND}\s+(?=(?!I\b)\p{Lu})`,
          "u",
        ),
        " at ",
      )
      // "a waiter in Elm Tavern from 2011", "cashier in Mooney's Bakery in York": after a lower-case title, a name ending in a kind of
      // business is where the person worked, not a place (one lived in is a place)
      .replace(
        /(?<=(?:^|[^\p{L}])\p{Ll}[\p{Ll}-]*)(?<!\b(?:degree|diploma|certificate|course|training|internship|placement|live|lives|lived|living|based|born|grew\s+up|stay|stays|stayed|staying|reside|resides|met|married))\s+in\s+(?=(?:the\s+)?\p{Lu}[\p{L}&'’.-]*(?:\s+(?:(?:&|and|de|of)\s+)?\p{Lu}[\p{L}&'’.-]*){0,4}\s+(?:Bar|Pub|Inn|Tavern|Hotel|Restaurant|Caf[eé]|Bistro|Diner|Bakery|Shop|Store|Supermarket|Salon|Clinic|Pharmacy|Garage|Hospital|Lounge|Grill)(?![\p{L}\d]))/u,
        " at ",
      )
      // "picker on strawberry farm Ferme Durand": work on a farm is at the farm the name says
      .replace(/\s+on\s+(?:(?:a|the|my|his|her|their|our)\s+)?(?:\p{Ll}+['’]s?\s+)?(?:\p{Ll}+\s+)?(?:farm|vineyard|orchard|ranch)\s+(?=(?!I\b)\p{Lu})/u, " at ")
      // "…in Spain, company Agricola Sol SL, 2008-2014": the kind set off by a comma before the name
      .replace(new RegExp(String.raw`,\s+(?:the\s+)?${BUSINESS_KIND}\s+(?=(?!I\b)\p{Lu})`, "u"), ", at ")
      .replace(new RegExp(String.raw`\s+(at|in|for|with)\s+(?:a|an|the)\s+(?:[\p{Ll}-]+\s+){0,2}?${BUSINESS_KIND},\s+(?=(?!I\b)\p{Lu})`, "u"), " $1 ")
      // "at Inkline, a print shop, 2011-2013": the kind said after the name, as the text may already be written
      .replace(
        new RegExp(
          String.raw`(\s(?:at|in|for|with)\s+\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,4}),\s+(?:a|an)\s+(?:[\p{Ll}-]+\s+){0,2}?${BUSINESS_KIND}(?=\s*(?:[,.;]|$))`,
          "u",
        ),
        "$1",
      )
  );
}

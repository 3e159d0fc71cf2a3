// Shopping by specification (issue 24 item 3, docs/decisions/052): the refusals of a
// listing's filters and the facets' yes/no labels. Part of `messages` (../messages.ts).

export const FILTER_NEEDS_ONE_CATEGORY = 'Choose one category to filter by its specifications';
export const FILTER_UNKNOWN = 'This category has no such specification';
export const FILTER_VALUE_INVALID = 'Choose this specification’s values from its list';
export const FILTER_RANGE_INVALID = 'Write a range as min..max, with numbers and min not above max';
export const FILTER_TOO_MANY = 'Too many filters at once: choose fewer';
export const FACET_YES = 'Yes';
export const FACET_NO = 'No';

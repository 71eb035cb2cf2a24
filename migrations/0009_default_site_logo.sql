-- Every user starts with Foyer's own logo (/favicon.svg): General Settings require a site logo, so an empty one made
-- the first save fail until a logo was picked. New users get it from the users repo's insert.
UPDATE users SET site_logo = '{"iconUrl":"/favicon.svg","iconUrlLight":null}'
WHERE CASE WHEN json_valid(site_logo) THEN coalesce(trim(json_extract(site_logo, '$.iconUrl')), '') = '' ELSE 1 END;

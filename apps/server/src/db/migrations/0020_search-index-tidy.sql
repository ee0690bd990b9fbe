-- Data dirs indexed before the search index tidied itself after each write (PgSearchIndex.tidyAfterWrite):
-- merge the GIN pending list that every search read in full, and give the planner statistics
-- (PGlite has no autovacuum, so it had none and chose sequential scans).
SELECT gin_clean_pending_list('search_documents_tsv_idx'::regclass);--> statement-breakpoint
ANALYZE search_documents, search_terms, search_words;

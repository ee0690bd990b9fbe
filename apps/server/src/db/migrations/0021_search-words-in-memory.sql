DROP INDEX "search_words_word_prefix_idx";--> statement-breakpoint
DROP INDEX "search_words_word_trgm_idx";
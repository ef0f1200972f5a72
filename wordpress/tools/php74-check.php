<?php
/**
 * The plugin supports PHP 7.4, and Debian packages only PHP 8.2: this check stands in for
 * running the code under 7.4. It parses each file as PHP 7.4 would tokenize it (Debian's
 * php-parser, nikic/PHP-Parser 4, lexing for 7.4: `match`, `enum`, `readonly`, `?->` and
 * `#[` are then what they were in 7.4) and reports every construct and function newer than
 * 7.4 that still parses: named arguments, `?->`, promoted and union-typed parameters, `mixed`,
 * `never` and `static` types, `throw` as an expression, catches without a variable,
 * `new` in initializers, first-class callables, and the functions of PHP 8.0 to 8.2 that
 * code is likeliest to reach for (`str_contains()` and the like). What it cannot see, such as
 * a trailing comma in a parameter list, is what a run under PHP 7.4 would add.
 *
 * Usage: php php74-check.php <file>...   (exit 1 when a file uses anything newer)
 *
 * @package BoxOffice
 */

require_once '/usr/share/php/PhpParser/autoload.php';

use PhpParser\Error;
use PhpParser\Lexer\Emulative;
use PhpParser\Node;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitorAbstract;
use PhpParser\ParserFactory;

/** Reports what PHP 7.4 does not have. */
final class BoxOffice_Php74_Visitor extends NodeVisitorAbstract {

	/** Functions PHP 8.0 to 8.2 added. */
	const NEWER_FUNCTIONS = array(
		'str_contains',
		'str_starts_with',
		'str_ends_with',
		'get_debug_type',
		'get_resource_id',
		'fdiv',
		'preg_last_error_msg',
		'array_is_list',
		'enum_exists',
		'fsync',
		'fdatasync',
		'mysqli_execute_query',
		'ini_parse_quantity',
		'memory_reset_peak_usage',
		'curl_upkeep',
		'openssl_cipher_key_length',
		'sodium_crypto_stream_xchacha20_xor_ic',
		'libxml_get_external_entity_loader',
	);

	/** Types PHP 8 added. */
	const NEWER_TYPES = array( 'mixed', 'never', 'null', 'false', 'true' );

	/** @var string[] What was found, as `line: what`. */
	public $found = array();

	/** @param Node $node A node of the file. */
	public function enterNode( Node $node ) {
		$line = $node->getStartLine();
		if ( $node instanceof Node\Arg && null !== $node->name ) {
			$this->found[] = "$line: named argument";
		} elseif ( $node instanceof Node\Param ) {
			if ( 0 !== $node->flags ) {
				$this->found[] = "$line: promoted constructor parameter";
			}
			if ( $node->default instanceof Node\Expr\New_ ) {
				$this->found[] = "$line: new in an initializer";
			}
		} elseif ( $node instanceof Node\UnionType || $node instanceof Node\IntersectionType ) {
			$this->found[] = "$line: union or intersection type";
		} elseif ( $node instanceof Node\FunctionLike ) {
			$this->check_types( $node );
		} elseif ( $node instanceof Node\Expr\NullsafePropertyFetch || $node instanceof Node\Expr\NullsafeMethodCall ) {
			$this->found[] = "$line: nullsafe operator";
		} elseif ( $node instanceof Node\Expr\Throw_ ) {
			$this->found[] = "$line: throw as an expression";
		} elseif ( $node instanceof Node\Stmt\Catch_ && null === $node->var ) {
			$this->found[] = "$line: catch without a variable";
		} elseif ( $node instanceof Node\VariadicPlaceholder ) {
			$this->found[] = "$line: first-class callable";
		} elseif ( $node instanceof Node\Expr\FuncCall && $node->name instanceof Node\Name && in_array( strtolower( $node->name->getLast() ), self::NEWER_FUNCTIONS, true ) ) {
			$this->found[] = "$line: {$node->name->getLast()}() is newer than PHP 7.4";
		} elseif ( ( $node instanceof Node\Stmt\ClassMethod || $node instanceof Node\Stmt\Property ) && ( $node->flags & 64 ) ) {
			$this->found[] = "$line: readonly";
		}
		return null;
	}

	/**
	 * Parameter and return types PHP 7.4 lacks.
	 *
	 * @param Node\FunctionLike $function A function, method, closure or arrow function.
	 */
	private function check_types( Node\FunctionLike $function ): void {
		$return = $function->getReturnType();
		$types  = array( $return );
		foreach ( $function->getParams() as $param ) {
			$types[] = $param->type;
		}
		foreach ( $types as $type ) {
			$inner = $type instanceof Node\NullableType ? $type->type : $type;
			if ( $inner instanceof Node\Identifier && in_array( $inner->toLowerString(), self::NEWER_TYPES, true ) ) {
				$this->found[] = "{$function->getStartLine()}: type {$inner->toString()}";
			}
		}
		if ( $return instanceof Node\Name && 'static' === $return->toLowerString() ) {
			$this->found[] = "{$function->getStartLine()}: static return type";
		}
	}
}

$parser   = ( new ParserFactory() )->create( ParserFactory::ONLY_PHP7, new Emulative( array( 'phpVersion' => '7.4' ) ) );
$failures = 0;
foreach ( array_slice( $argv, 1 ) as $file ) {
	try {
		$ast = $parser->parse( (string) file_get_contents( $file ) );
	} catch ( Error $error ) {
		fwrite( STDERR, "$file: does not parse as PHP 7.4: {$error->getMessage()}\n" );
		++$failures;
		continue;
	}
	$visitor   = new BoxOffice_Php74_Visitor();
	$traverser = new NodeTraverser();
	$traverser->addVisitor( $visitor );
	$traverser->traverse( (array) $ast );
	foreach ( $visitor->found as $what ) {
		fwrite( STDERR, "$file:$what\n" );
		++$failures;
	}
}
exit( $failures > 0 ? 1 : 0 );
